import { AxiosError } from 'axios';
import { apiErrorBody } from '../../lib/api-error.ts';

/**
 * The files the API refused to deliver for their size (409, one detail per file at
 * `fileIds.<position>`), by their position in the request, with the API's message.
 */
export function sizeMismatchesOf(error: unknown): Map<number, string> {
  return refusedFiles(error, /^fileIds\.(\d+)$/);
}

/** The files the API refused for quality errors for the client's machines (`fileIds.<position>.quality`). */
export function qualityErrorsOf(error: unknown): Map<number, string> {
  return refusedFiles(error, /^fileIds\.(\d+)\.quality$/);
}

function refusedFiles(error: unknown, path: RegExp): Map<number, string> {
  const found = new Map<number, string>();
  if (!(error instanceof AxiosError) || error.response?.status !== 409) return found;
  const body = apiErrorBody(error);
  for (const detail of body?.details ?? []) {
    const position = path.exec(detail.path)?.[1];
    if (position !== undefined) found.set(Number(position), detail.message);
  }
  return found;
}
