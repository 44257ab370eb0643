// Loaded into the built server by bench/upload-throughput.ts (node --import): appends each upload
// step the app publishes on its opt-in timing channel (modules/audio/upload-timing.ts) to the file
// named by UPLOAD_STEPS_FILE, one JSON line each. Without it the server measures nothing.
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';

const file = process.env.UPLOAD_STEPS_FILE;
if (file)
  diagnosticsChannel.subscribe('backline:upload-step', (message) => {
    fs.appendFileSync(file, `${JSON.stringify(message)}\n`);
  });
