import type { FileRef, UploadResponse } from '@stitchdesk/shared';
import { http } from './http.ts';

/**
 * Uploads one file (`POST /uploads`, multipart field `file`) and returns it as an order attachment
 * `{url, name}`. `onProgress` receives 0..1 as the bytes go out.
 */
export async function uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<FileRef> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<UploadResponse>('/uploads', body, {
    onUploadProgress: (event) => {
      if (!onProgress) return;
      const total = event.total ?? file.size;
      onProgress(total > 0 ? Math.min(1, event.loaded / total) : 1);
    },
  });
  return { url: data.url, name: data.name };
}

/** docs/product.md §Validation: attachments of size 0 are dropped (an empty file cannot be artwork). */
export function withoutEmptyFiles(files: Iterable<File>): File[] {
  return [...files].filter((file) => file.size > 0);
}

/**
 * The file name a URL points at. File URLs end in `/:fileId/:fileName?exp&sig` (docs/product.md §Files), so
 * the last path segment is the name; anything unreadable falls back to `file`.
 */
export function fileNameFromUrl(url: string): string {
  try {
    const path = new URL(url, 'http://localhost').pathname;
    const last = path.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : 'file';
  } catch {
    return 'file';
  }
}

export type FileKind = 'image' | 'pdf' | 'other';

/**
 * How a file is previewed: png, jpg and jpeg as pictures, PDFs as a "View PDF" link (docs/product.md §Order
 * detail).
 */
export function fileKind(nameOrUrl: string): FileKind {
  const name =
    /^[a-z]+:\/\//i.test(nameOrUrl) || nameOrUrl.startsWith('/') ? fileNameFromUrl(nameOrUrl) : nameOrUrl;
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'png' || extension === 'jpg' || extension === 'jpeg') return 'image';
  if (extension === 'pdf') return 'pdf';
  return 'other';
}

/** A File is shown as a thumbnail when the browser can draw it. */
export function isPreviewableImage(file: File): boolean {
  return file.type.startsWith('image/');
}
