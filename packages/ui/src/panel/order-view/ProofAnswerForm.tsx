import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { FieldError, FormMessage } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useDecideProof } from './api/decide-proof.ts';
import { useFileUploads } from '../../components/use-file-uploads.ts';
import { MAX_PROOF_FILES } from '@stitchdesk/shared';

type Step = 'choose' | 'confirm-approval' | 'changes';

/**
 * The client's answer to the proof waiting for it: approve (after a confirmation, because production
 * starts from it) or request changes with a comment. Each step moves the focus to its first control,
 * so the whole exchange works from the keyboard.
 */
export function ProofAnswerForm({ orderId, proofId }: { orderId: string; proofId: string }) {
  const commentId = useId();
  const [step, setStep] = useState<Step>('choose');
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const { setFiles: setPictures, uploading, upload } = useFileUploads();
  const picturesId = useId();
  const decide = useDecideProof();
  const stepStart = useRef<HTMLElement | null>(null);
  const chooser = useRef<HTMLButtonElement | null>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (step === 'choose' ? chooser.current : stepStart.current)?.focus();
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    decide.reset();
    setCommentError(null);
    setStep(next);
  };

  const approve = () => decide.mutate({ orderId, proofId, answer: { kind: 'approve' } });

  const sendChanges = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!text) {
      setCommentError('Please say what should change.');
      stepStart.current?.focus();
      return;
    }
    const fileIds = await upload((error) =>
      setCommentError(errorMessage(error, 'The pictures could not be uploaded.')),
    );
    if (!fileIds) return;
    decide.mutate({ orderId, proofId, answer: { kind: 'request-changes', comment: text, fileIds } });
  };

  const failure = decide.isError ? (
    <FormMessage tone="error">
      {errorMessage(decide.error, 'Your answer could not be sent. Please try again.')}
    </FormMessage>
  ) : null;

  if (step === 'confirm-approval') {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
        <p className="text-sm font-medium text-emerald-950">
          Approve this proof? Production starts from it as it is.
        </p>
        {failure}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            ref={(node) => {
              stepStart.current = node;
            }}
            className={buttonClasses()}
            disabled={decide.isPending}
            onClick={approve}
          >
            {decide.isPending ? 'Approving…' : 'Yes, approve the proof'}
          </button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => go('choose')}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  if (step === 'changes') {
    return (
      <form noValidate onSubmit={sendChanges} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={commentId} className="text-sm font-medium text-slate-800">
            What should change? (required)
          </label>
          <textarea
            id={commentId}
            ref={(node) => {
              stepStart.current = node;
            }}
            rows={4}
            maxLength={5000}
            required
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${commentId}-error` : undefined}
            value={comment}
            disabled={decide.isPending}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(null);
            }}
            className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-500"
          />
          <FieldError id={`${commentId}-error`}>{commentError}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={picturesId} className="text-sm font-medium text-slate-800">
            Pictures showing the change (optional)
          </label>
          <input
            id={picturesId}
            type="file"
            accept="image/*"
            multiple
            disabled={decide.isPending || uploading}
            onChange={(event) => setPictures([...(event.target.files ?? [])].slice(0, MAX_PROOF_FILES))}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
        </div>
        {failure}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={decide.isPending || uploading}>
            {decide.isPending || uploading ? 'Sending…' : 'Send change request'}
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => go('choose')}>
            Back
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" ref={chooser} className={buttonClasses()} onClick={() => go('confirm-approval')}>
        Approve proof
      </button>
      <Button variant="secondary" onClick={() => go('changes')}>
        Request changes
      </Button>
    </div>
  );
}
