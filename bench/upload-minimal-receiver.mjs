// The least a Node server can do with an upload, for bench/upload-throughput.ts, in a process of its
// own: node:http and busboy streaming the file part to a file, nothing else. Usage:
//   node bench/upload-minimal-receiver.mjs <target file>     (prints the port it listens on)
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

const target = process.argv[2];
const server = http.createServer((req, res) => {
  const parser = busboy({ headers: req.headers });
  let written = Promise.resolve();
  parser.on('file', (_name, stream) => {
    written = pipeline(stream, fs.createWriteStream(target));
  });
  parser.on('close', () => {
    written.then(
      () => res.writeHead(201).end('{}'),
      (error) => res.writeHead(500).end(error.message),
    );
  });
  req.pipe(parser);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
