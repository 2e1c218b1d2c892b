import { useId, useState, type FormEvent } from 'react';
import { MAX_LONG_TEXT, MAX_MESSAGE_FILES, type MessageSide, type OrderMessage } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { useFileUploads } from '../use-file-uploads.ts';
import { formatDateTime } from '../../lib/format.ts';
import { FormMessage } from '../Field.tsx';
import { useSendMessage, useThread } from './api.ts';
import { RequestError } from '../RequestError.tsx';

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/**
 * An order's conversation between the client and the shop, oldest first and newest last, what the
 * other side wrote since the reader last looked marked "New", and a form to write with pictures or
 * files. `reader` is whose page it is: their own messages sit on the right.
 */
export function MessageThread({ path, reader }: { path: string; reader: MessageSide }) {
  const thread = useThread(path);
  const messages = thread.data?.messages ?? [];
  return (
    <div className="flex flex-col gap-4">
      {thread.isPending ? (
        <p className="text-sm text-slate-600">Loading messages...</p>
      ) : thread.isError ? (
        <FormMessage tone="error">
          {errorMessage(thread.error, 'The messages could not be loaded.')}
        </FormMessage>
      ) : messages.length === 0 ? (
        <p className="text-sm text-slate-600">
          {reader === 'client'
            ? 'No messages yet. Write to us about this order below.'
            : 'No messages yet. Write to the client about this order below.'}
        </p>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageItem key={message._id} message={message} own={message.side === reader} />
          ))}
        </ol>
      )}
      <MessageForm path={path} reader={reader} />
    </div>
  );
}

function MessageItem({ message, own }: { message: OrderMessage; own: boolean }) {
  return (
    <li
      className={`flex max-w-[90%] min-w-0 flex-col gap-1.5 rounded-xl border px-3 py-2 text-sm ${
        own ? 'self-end border-brand-200 bg-brand-50' : 'self-start border-slate-200 bg-white'
      }`}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{own ? 'You' : message.author}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.unread ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">New</span>
        ) : null}
      </p>
      <p className="break-words whitespace-pre-wrap text-slate-900">
        <bdi>{message.body}</bdi>
      </p>
      {message.files.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files sent with the message">
          {message.files.map((file) =>
            IMAGE.test(file.name) ? (
              <li key={file.url}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  <img
                    src={file.url}
                    alt={file.name}
                    className="h-24 w-24 rounded-lg border border-slate-200 object-cover"
                  />
                </a>
              </li>
            ) : (
              <li key={file.url}>
                <a
                  href={file.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium break-all text-brand-700 underline"
                >
                  <bdi>{file.name}</bdi>
                </a>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </li>
  );
}

function MessageForm({ path, reader }: { path: string; reader: MessageSide }) {
  const textId = useId();
  const filesId = useId();
  const [body, setBody] = useState('');
  const attached = useFileUploads();
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(path);
  const busy = attached.uploading || send.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setProblem('Please write a message.');
      return;
    }
    setProblem(null);
    const fileIds = await attached.upload((error) =>
      setProblem(errorMessage(error, 'The files could not be uploaded.')),
    );
    if (!fileIds) return;
    send.mutate(
      { body: text, fileIds },
      {
        onSuccess: () => {
          setBody('');
          attached.clear();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-slate-800">
          {reader === 'client' ? 'Message to the shop' : 'Message to the client'}
        </label>
        <textarea
          id={textId}
          rows={3}
          maxLength={MAX_LONG_TEXT}
          value={body}
          disabled={busy}
          onChange={(event) => setBody(event.target.value)}
          className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={filesId} className="text-sm font-medium text-slate-800">
          Pictures or files (optional)
        </label>
        <input
          id={filesId}
          ref={attached.picker}
          type="file"
          multiple
          disabled={busy}
          onChange={(event) => attached.setFiles([...(event.target.files ?? [])].slice(0, MAX_MESSAGE_FILES))}
          className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold"
        />
      </div>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <RequestError error={send.error} fallback="The message could not be sent." />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-10 items-center self-start rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
