/** One file waiting to be delivered, and how far its upload has come. */
export interface PendingFile {
  key: string;
  file: File;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  /** Set once the upload has stored it. */
  fileId?: string;
  error?: string;
}

let counter = 0;

/** Adds files to the list, skipping empty ones and ones already listed (same name, size and date). */
export function addFiles(list: PendingFile[], files: Iterable<File>): PendingFile[] {
  const seen = new Set(list.map((item) => signature(item.file)));
  const added: PendingFile[] = [];
  for (const file of files) {
    if (file.size === 0 || seen.has(signature(file))) continue;
    seen.add(signature(file));
    counter += 1;
    added.push({ key: `${counter}-${file.name}`, file, progress: 0, state: 'waiting' });
  }
  return [...list, ...added];
}

function signature(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

export function patch(list: PendingFile[], key: string, change: Partial<PendingFile>): PendingFile[] {
  return list.map((item) => (item.key === key ? { ...item, ...change } : item));
}
