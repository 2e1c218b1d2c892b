import type { Revision, ServiceKey } from '@stitchdesk/shared';
import { formatDateTime } from '../../lib/format.ts';
import { FileGallery } from './FileGallery.tsx';

/** The client's revision requests, newest first, with what they changed and the files they added. */
export function RevisionsList({ revisions, service }: { revisions: Revision[]; service: ServiceKey }) {
  if (revisions.length === 0) return <p className="text-sm text-slate-500">No Revisions Found.</p>;
  const newestFirst = [...revisions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol className="flex flex-col gap-4">
      {newestFirst.map((revision, index) => {
        const block = revision.changes[service];
        return (
          <li key={revision._id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">
              Revision {newestFirst.length - index} ·{' '}
              <time dateTime={revision.createdAt} className="font-normal text-slate-500">
                {formatDateTime(revision.createdAt)}
              </time>
            </p>
            {block?.otherInstructions ? (
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">
                <bdi>{block.otherInstructions}</bdi>
              </p>
            ) : null}
            <div className="mt-3">
              <FileGallery
                files={block?.attachment ?? []}
                label={`Files of revision ${newestFirst.length - index}`}
                emptyText="No attachments available"
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
