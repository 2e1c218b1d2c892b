import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MAX_PROOF_FILES, PROOF_CONTENT_TYPES } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { FormMessage, TextAreaField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useSendProof } from './api/send-proof.ts';
import { useFileUploads } from '../../components/use-file-uploads.ts';

/** What the server takes as proof files: pictures and PDFs (by type, and by name for odd browsers). */
const PROOF_ACCEPT = [...PROOF_CONTENT_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.gif', '.pdf'].join(',');
const PROOF_FILE = /\.(png|jpe?g|webp|gif|pdf)$/i;

/**
 * Uploads the chosen proof files (POST /uploads, as deliveries do) and sends them with a note to
 * POST /staff/orders/:id/proofs; the order then waits for the client's approval.
 */
export function ProofUpload({ orderId }: { orderId: string }) {
  const inputId = useId();
  const { picker, files, setFiles, uploading, upload, clear } = useFileUploads();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendProof();
  const busy = uploading || send.isPending;

  const choose = (chosen: File[]) => {
    const wrong = chosen.find((file) => !PROOF_FILE.test(file.name));
    if (wrong) {
      setProblem(`${wrong.name} is not a picture or a PDF.`);
    } else if (chosen.length > MAX_PROOF_FILES) {
      setProblem(`A proof holds at most ${MAX_PROOF_FILES} files.`);
    } else {
      setProblem(null);
    }
    setFiles(chosen.filter((file) => PROOF_FILE.test(file.name) && file.size > 0).slice(0, MAX_PROOF_FILES));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setProblem('Choose the proof files first.');
      return;
    }
    setProblem(null);
    const fileIds = await upload((error) =>
      setProblem(errorMessage(error, 'The proof files could not be uploaded.')),
    );
    if (!fileIds) return;
    send.mutate(
      { orderId, fileIds, note: note.trim() || undefined },
      {
        onSuccess: () => {
          clear();
          setNote('');
          toast.success('Proof sent to the client');
        },
        onError: (error) => setProblem(errorMessage(error, 'The proof could not be sent.')),
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Proof files (pictures or PDF, up to {MAX_PROOF_FILES})
        </label>
        <input
          ref={picker}
          id={inputId}
          type="file"
          multiple
          accept={PROOF_ACCEPT}
          disabled={busy}
          onChange={(event) => choose(event.target.files ? [...event.target.files] : [])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
        />
        {files.length > 0 ? (
          <p className="text-xs text-slate-600">{files.map((file) => file.name).join(', ')}</p>
        ) : null}
      </div>
      <TextAreaField
        label="Note for the client (optional)"
        rows={2}
        maxLength={2000}
        className="[&_textarea]:min-h-16"
        value={note}
        disabled={busy}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {uploading ? 'Uploading…' : send.isPending ? 'Sending…' : 'Send proof to the client'}
        </Button>
      </div>
    </form>
  );
}
