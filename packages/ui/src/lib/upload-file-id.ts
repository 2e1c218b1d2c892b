import { API_PREFIX } from '@stitchdesk/shared';
import { uploadFile } from './files.ts';

const FILE_URL = new RegExp(`${API_PREFIX}/files/([0-9a-f-]{36})/`, 'i');

/**
 * The id of an uploaded file. Upload URLs are `…/api/v1/files/:fileId/:fileName?exp&sig`
 * (docs/product.md §Files), so the id is read from the path.
 */
export function fileIdOfUploadUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  return FILE_URL.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** POST /uploads for one file to deliver, reporting progress 0..1; resolves with the new file's id. */
export async function uploadDeliveryFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const { url } = await uploadFile(file, onProgress);
  const id = fileIdOfUploadUrl(url);
  if (!id) throw new Error('The upload did not return a file link');
  return id;
}
