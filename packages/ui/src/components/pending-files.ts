import { useCallback, useEffect, useRef, useState } from 'react';
import { isPreviewableImage, withoutEmptyFiles } from '../lib/files.ts';

/** A file chosen for an order but not sent yet. */
export interface PendingFile {
  id: string;
  file: File;
  /** Object URL of an image's thumbnail; revoked when the file leaves the list. */
  previewUrl: string | null;
  /** 0..1 while uploading, null before. */
  progress: number | null;
  failed: boolean;
}

let nextId = 0;

/** The files of one form: add (empty ones dropped), remove, and per-file upload progress. */
export function usePendingFiles() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const previewUrls = useRef(new Map<string, string>());

  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const add = useCallback((incoming: Iterable<File>) => {
    const added = withoutEmptyFiles(incoming).map((file): PendingFile => {
      nextId += 1;
      const id = `file-${nextId}`;
      let previewUrl: string | null = null;
      if (isPreviewableImage(file) && typeof URL.createObjectURL === 'function') {
        previewUrl = URL.createObjectURL(file);
        previewUrls.current.set(id, previewUrl);
      }
      return { id, file, previewUrl, progress: null, failed: false };
    });
    if (added.length) setFiles((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((id: string) => {
    const url = previewUrls.current.get(id);
    if (url) {
      URL.revokeObjectURL(url);
      previewUrls.current.delete(id);
    }
    setFiles((current) => current.filter((f) => f.id !== id));
  }, []);

  const update = useCallback((id: string, change: Partial<Pick<PendingFile, 'progress' | 'failed'>>) => {
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, ...change } : f)));
  }, []);

  return { files, add, remove, update };
}
