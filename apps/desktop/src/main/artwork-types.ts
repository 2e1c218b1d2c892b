import path from 'node:path';

/** Content types of the artwork formats clients send, so uploads and previews get the right type. */
const ARTWORK_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.ai': 'application/postscript',
  '.eps': 'application/postscript',
  '.psd': 'image/vnd.adobe.photoshop',
  '.cdr': 'application/vnd.corel-draw',
  '.zip': 'application/zip',
  '.txt': 'text/plain',
};

export function artworkContentType(fileName: string): string {
  return ARTWORK_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}
