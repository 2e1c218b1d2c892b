import { useSearchParams } from 'react-router-dom';
import { Pager } from '../components/Pager.tsx';
import { useQueue, type QueueFilters as Filters } from './api/get-queue.ts';
import { filtersFromSearch, searchWith } from './queue-search.ts';
import { FlagFilter } from './FlagFilter.tsx';
import { QueueFilters } from './QueueFilters.tsx';
import { QueueTable } from './QueueTable.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import { QueryResult } from '../../components/QueryResult.tsx';

/** /staff — the order queue with status tabs, service and text filters, and paging. */
export default function QueuePage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const queue = useQueue(filters);
  const update = (change: Partial<Filters>) => setSearch(searchWith(filters, change));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold">Order queue</h1>
        {filters.client || filters.employee ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => update({ client: undefined, employee: undefined })}
          >
            Show every client
          </button>
        ) : null}
      </div>
      <QueueFilters service={filters.service} q={filters.q} onChange={update} />
      <FlagFilter current={filters.flag} onSelect={(flag) => update({ flag })} />
      <StatusTabs
        current={filters.status}
        counts={queue.data?.counts}
        onSelect={(status) => update({ status })}
      />
      <QueryResult
        query={queue}
        loading="Loading orders..."
        failed="Could not load the queue"
        empty="No orders found."
        isEmpty={(data) => data.orders.length === 0}
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-500" aria-live="polite">
              {data.total} {data.total === 1 ? 'order' : 'orders'}
            </p>
            <QueueTable orders={data.orders} />
            <Pager
              label="Queue pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => update({ ...filters, page })}
            />
          </>
        )}
      </QueryResult>
    </div>
  );
}
