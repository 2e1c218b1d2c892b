// Serves the built desktop renderer (electron-vite's out/renderer) as Electron's app:// protocol
// does: files by path, and index.html for the client-side routes.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const [root, port] = [path.resolve(process.argv[2] ?? 'out/renderer'), Number(process.argv[3] ?? 4321)];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

async function fileFor(urlPath: string): Promise<string> {
  const candidate = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, ''));
  if (candidate.startsWith(root + path.sep)) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return path.join(root, 'index.html');
}

http
  .createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (urlPath === '/healthz') {
      response.end('ok');
      return;
    }
    void fileFor(urlPath).then((file) => {
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
  })
  .listen(port, '127.0.0.1');
