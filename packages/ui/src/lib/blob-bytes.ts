/**
 * Bytes as a Blob or File takes them: a view of an ArrayBuffer. Those of pdf-lib and of the desktop
 * bridge are typed over any buffer; a view of a SharedArrayBuffer (which a Blob refuses) is copied.
 */
export function blobBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return overArrayBuffer(bytes) ? bytes : bytes.slice();
}

function overArrayBuffer(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer;
}
