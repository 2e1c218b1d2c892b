import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST } from './app-origin.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps an `app://stitchdesk/...` URL to a file inside `rendererDir`, or null when the URL names
 * another host, cannot be decoded, or would leave the folder (`..`, encoded slashes, NUL bytes).
 */
export function resolveRendererPath(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const relative = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const root = path.resolve(rendererDir);
  const resolved = path.resolve(root, `.${path.posix.normalize(relative)}`);
  const fromRoot = path.relative(root, resolved);
  if (fromRoot === '' || fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) return null;
  return resolved;
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * The `protocol.handle('app', ...)` handler: serves the built renderer. Extension-less paths that
 * are not files are client-side routes (`/clientpanel/...`) and get `index.html`, so a reload on a
 * deep route works. HTML responses carry the CSP, computed per request so a changed server URL
 * applies on the next load.
 */
export function createAppProtocolHandler(options: {
  rendererDir: string;
  contentSecurityPolicy: () => string;
}): (request: Request) => Promise<Response> {
  const indexHtml = path.join(options.rendererDir, 'index.html');
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405 });
    }
    const resolved = resolveRendererPath(options.rendererDir, request.url);
    if (!resolved) return new Response('Not found', { status: 404 });

    let filePath = resolved;
    if (!(await isFile(filePath))) {
      if (path.extname(filePath) !== '') return new Response('Not found', { status: 404 });
      filePath = indexHtml;
    }
    const body = await readFile(filePath);
    const headers = new Headers({
      'Content-Type': contentTypeOf(filePath),
      'X-Content-Type-Options': 'nosniff',
    });
    if (filePath.endsWith('.html')) {
      headers.set('Content-Security-Policy', options.contentSecurityPolicy());
      headers.set('Cache-Control', 'no-store');
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
