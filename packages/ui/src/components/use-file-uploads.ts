import { useRef, useState } from 'react';
import { uploadDeliveryFile } from '../lib/upload-file-id.ts';

/**
 * Files picked to go with a form, uploaded (POST /uploads) when the form is sent. `upload` gives their
 * ids, or null once `onFailure` has had the error; `clear` empties the picker after the form went through.
 */
export function useFileUploads() {
  const picker = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);

  const upload = async (onFailure: (error: unknown) => void): Promise<string[] | null> => {
    if (files.length === 0) return [];
    setUploading(true);
    try {
      return await Promise.all(files.map((file) => uploadDeliveryFile(file, () => {})));
    } catch (error) {
      onFailure(error);
      return null;
    } finally {
      setUploading(false);
    }
  };

  const clear = () => {
    setFiles([]);
    if (picker.current) picker.current.value = '';
  };

  return { picker, files, setFiles, uploading, upload, clear };
}
