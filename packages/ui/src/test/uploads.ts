import type { FakeRequest, FakeResponse } from './fake-api.ts';

/** A small PNG (its signature and a few bytes), as a person would pick it. */
export function pngFile(name = 'logo.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });
}

/** The file a fake POST /uploads received. */
export function uploadedFileOf(request: Pick<FakeRequest, 'body'>): File {
  return (request.body as FormData).get('file') as File;
}

/** The fake POST /uploads answer for `file`, stored at `url` (by default a URL made of its name). */
export function uploadAnswer(
  file: File,
  url = `http://files/${file.name}?sig=1`,
  contentType = file.type,
): FakeResponse {
  return { status: 201, data: { url, name: file.name, size: file.size, contentType } };
}

/** A fake POST /uploads that stores every file under its name. */
export const answerUpload = (request: Pick<FakeRequest, 'body'>) => uploadAnswer(uploadedFileOf(request));
