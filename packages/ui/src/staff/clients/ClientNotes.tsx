import { useState, type FormEvent } from 'react';
import {
  CLIENT_NOTES_SAVED,
  clientNotesSchema,
  MAX_CLIENT_NOTES,
  type StaffClientPage,
} from '@stitchdesk/shared';
import { FormMessage, TextAreaField } from '../../components/Field.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useSaveClientNotes } from './api/client-page.ts';

/** "Last saved Dec 2, 2026, 3:04 PM by Sam", or nothing while no one ever wrote any. */
function savedLine(client: StaffClientPage['client']): string | null {
  if (!client.notesUpdatedAt) return null;
  const by = client.notesUpdatedBy ? ` by ${client.notesUpdatedBy.username}` : '';
  return `Last saved ${formatDateTime(client.notesUpdatedAt)}${by}`;
}

/**
 * Staff's private notes on a client (PUT /staff/clients/:id/notes): the whole text is saved at once,
 * checked with the shared rules first. "Notes saved" stays until the text is changed again, so a
 * person can tell a saved text from one still only typed; a failure keeps the text for another try.
 */
export function ClientNotes({ client }: { client: StaffClientPage['client'] }) {
  const [draft, setDraft] = useState(client.notes);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSaveClientNotes(client.id);
  const saved = save.isSuccess && draft.trim() === client.notes;
  const line = savedLine(client);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientNotesSchema.safeParse({ notes: draft });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Notes could not be read');
      return;
    }
    setInvalid(null);
    save.mutate(parsed.data, { onSuccess: (answer) => setDraft(answer.notes) });
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Notes on ${client.username}`} className="flex flex-col gap-3">
      <TextAreaField
        label="Private notes"
        hint={`Only staff see these notes. At most ${MAX_CLIENT_NOTES.toLocaleString('en-US')} characters.`}
        error={invalid}
        rows={5}
        placeholder="No notes yet"
        maxLength={MAX_CLIENT_NOTES}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="sm" pending={save.isPending} pendingLabel="Saving…">
          Save notes
        </SubmitButton>
        {line ? <p className="text-xs text-slate-500">{line}</p> : null}
      </div>
      {saved ? <FormMessage tone="success">{CLIENT_NOTES_SAVED}</FormMessage> : null}
      <RequestError error={save.error} fallback="The notes could not be saved" />
    </form>
  );
}
