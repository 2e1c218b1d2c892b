import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useRevisions } from './api/get-revisions.ts';
import { revisionKeys, revisionTitle } from './revision-data.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * clientpanel/revisions. Each row links to revisions/{service}/{id} where the id is the REVISION's
 * own id: an order can be revised many times, so its order id would not say which revision to show.
 */
export default function RevisionsPage() {
  const { data, isPending, error } = useRevisions();

  useEffect(() => {
    if (error) console.error('Could not load revisions', error);
  }, [error]);

  return (
    <>
      <PageHeading title="Revisions" />
      {isPending ? (
        <Loading text="Loading..." />
      ) : !data?.length ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">
          No Revisions Found.
        </p>
      ) : (
        <ul
          aria-label="Revisions"
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
        >
          {data.map((revision, index) => {
            const keys = revisionKeys(revision);
            const service = keys[0];
            const title = revisionTitle(revision) || 'Untitled order';
            return (
              <li
                key={revision._id}
                className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50"
              >
                <span className="row-span-2 text-sm text-slate-500 tabular-nums">{index + 1}</span>
                {service ? (
                  <Link
                    to={`/clientpanel/revisions/${encodeURIComponent(SERVICE_LABELS[service])}/${revision._id}`}
                    className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {title}
                  </Link>
                ) : (
                  <span className="truncate font-semibold text-slate-900">{title}</span>
                )}
                <span className="justify-self-end">
                  <StatusBadge status={revision.orderStatus} />
                </span>
                <span className="col-start-2 text-sm text-slate-600">
                  Type: {keys.join(', ') || 'N/A'}
                  {revision.createdAt ? (
                    <span className="text-slate-500"> · {formatDate(revision.createdAt)}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
