import { once } from 'node:events';
import net from 'node:net';

export interface WholeBodyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a whole request body before reading a byte of the answer, as many upload clients do (a phone's
 * HTTP stack, `fetch` with a body it streams). A server that answers early and stops reading makes the
 * writes stall or the connection reset, and this rejects instead of reading the answer.
 */
export async function sendWholeBodyThenRead(
  url: string,
  headers: Record<string, string>,
  parts: Iterable<Buffer>,
): Promise<WholeBodyAnswer> {
  const { hostname, port, pathname } = new URL(url);
  const chunks = [...parts];
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const socket = net.connect(Number(port), hostname);
  const failed = new Promise<never>((_resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () =>
      reject(new Error('The server closed the connection before a whole answer arrived.')),
    );
  });
  failed.catch(() => undefined); // Closing after the answer is no failure.
  try {
    await Promise.race([once(socket, 'connect'), failed]);
    const head = [
      `POST ${pathname} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Length: ${length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    // Nothing is read until the last byte is written.
    socket.pause();
    socket.write(head);
    for (const chunk of chunks) if (!socket.write(chunk)) await Promise.race([once(socket, 'drain'), failed]);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.resume();
    return await Promise.race([completeAnswer(socket, received), failed]);
  } finally {
    socket.destroy();
  }
}

/** Resolves once a whole answer (headers and Content-Length bytes of body) has arrived. */
function completeAnswer(socket: net.Socket, received: Buffer[]): Promise<WholeBodyAnswer> {
  return new Promise((resolve) => {
    const check = () => {
      const answer = tryParse(Buffer.concat(received));
      if (answer) resolve(answer);
    };
    check();
    socket.on('data', check);
  });
}

function tryParse(bytes: Buffer): WholeBodyAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString().split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = bytes.subarray(end + 4);
  const length = Number(headers['content-length'] ?? Number.NaN);
  if (Number.isNaN(length) || body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString() };
}
