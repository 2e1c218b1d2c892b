import { Fragment, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { StaffTable } from '../components/StaffTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { formatDate } from '../../lib/format.ts';
import { useStaffUser } from '../layout/staff-user.ts';
import { useClients } from './api/get-clients.ts';
import { ClientAccountActions } from './ClientAccountActions.tsx';
import { ClientAllowances } from './ClientAllowances.tsx';
import { DisabledBadge, UnconfirmedMark } from './ClientMarks.tsx';
import { queueOfClient } from '../queue/queue-search.ts';
import { QueryResult } from '../../components/QueryResult.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { ClientLink } from '../components/ClientLink.tsx';

const clientColumns = (isAdmin: boolean) => [
  { label: 'Client' },
  { label: 'Assigned to', className: 'hidden sm:table-cell' },
  { label: 'Orders', className: 'text-right' },
  { label: 'Joined', className: 'hidden md:table-cell' },
  ...(isAdmin ? [{ label: 'Account', className: 'text-right' }] : []),
];

/** /staff/clients — the clients staff serve, with their assignee and order count. */
export default function ClientsPage() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const clients = useClients(query);
  const { isAdmin } = useStaffUser();
  const [openAllowances, setOpenAllowances] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: text.trim(), page: 1 });
  };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Clients</h1>
      <form role="search" onSubmit={submit} className="flex items-end gap-3">
        <SearchField
          label="Search clients"
          placeholder="Name or e-mail"
          className="min-w-0 flex-1 sm:max-w-md"
          value={text}
          onChange={setText}
        />
      </form>
      <QueryResult
        query={clients}
        loading="Loading clients..."
        failed="Could not load the clients"
        empty="No clients found."
        isEmpty={(data) => data.clients.length === 0}
      >
        {(data) => (
          <>
            <StaffTable caption="Clients" columns={clientColumns(isAdmin)} overflow="overflow-x-auto">
              {data.clients.map((client) => (
                <Fragment key={client.id}>
                  <tr className="align-top">
                    <td className="px-4 py-3">
                      <div className="font-semibold break-words text-slate-900">
                        <ClientLink client={client} />
                        {client.disabled ? <DisabledBadge className="ml-2" /> : null}
                      </div>
                      <div className="text-xs break-all text-slate-500">
                        {client.email}
                        {client.emailVerified ? null : <UnconfirmedMark />}
                      </div>
                      <div className="text-xs text-slate-500 sm:hidden">
                        {client.assignedTo ? `Assigned to ${client.assignedTo.username}` : 'Unassigned'}
                      </div>
                      <button
                        type="button"
                        aria-expanded={openAllowances === client.id}
                        aria-controls={`allowances-${client.id}`}
                        onClick={() => setOpenAllowances((open) => (open === client.id ? null : client.id))}
                        className="mt-1 text-xs font-semibold text-brand-700 hover:underline"
                        aria-label={`Allowances of ${client.username}`}
                      >
                        Allowances
                      </button>
                    </td>
                    <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
                      {client.assignedTo?.username ?? <span className="text-slate-500">Unassigned</span>}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {client.orderCount > 0 ? (
                        <Link
                          to={queueOfClient(client.id)}
                          className="font-semibold text-brand-700 hover:underline"
                          aria-label={`Show the ${client.orderCount} orders of ${client.username} in the queue`}
                        >
                          {client.orderCount}
                        </Link>
                      ) : (
                        <span className="text-slate-500">0</span>
                      )}
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 md:table-cell">
                      {formatDate(client.createdAt)}
                    </td>
                    {isAdmin ? (
                      <td className="px-4 py-3">
                        <ClientAccountActions client={client} />
                      </td>
                    ) : null}
                  </tr>
                  {openAllowances === client.id ? (
                    <tr id={`allowances-${client.id}`}>
                      <td colSpan={isAdmin ? 5 : 4} className="px-4 pb-4">
                        {/* The table may scroll sideways on a phone: the panel keeps to the screen's width. */}
                        <div className="max-w-[calc(100vw-4rem)] sm:max-w-none">
                          <ClientAllowances client={client} canEdit={isAdmin} />
                        </div>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </StaffTable>
            <Pager
              label="Client pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => setQuery((current) => ({ ...current, page }))}
            />
          </>
        )}
      </QueryResult>
    </div>
  );
}
