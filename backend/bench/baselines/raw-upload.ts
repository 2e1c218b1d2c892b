import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/*
 * The baseline for uploads: a bare Node http server that pipes the request body to a file in
 * OUT_DIR (on the same filesystem as the real server's FILES_DIR) and answers 201 when it is written.
 * The file is removed again after answering, so rounds do not fill the disk.
 */
const outDir = process.env.OUT_DIR;
if (!outDir) throw new Error('OUT_DIR is required');
let count = 0;
const server = createServer((req, res) => {
  const file = path.join(outDir, `raw-upload-${process.pid}-${count++}.bin`);
  pipeline(req, createWriteStream(file)).then(
    () => {
      res.statusCode = 201;
      res.end(() => void rm(file, { force: true }));
    },
    (error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
      void rm(file, { force: true });
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
