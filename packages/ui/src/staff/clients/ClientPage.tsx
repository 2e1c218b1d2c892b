import { AxiosError } from 'axios';
import { Link, useParams } from 'react-router-dom';
import type { StaffClientPage } from '@stitchdesk/shared';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { errorMessage } from '../../lib/http.ts';
import { formatDate } from '../../lib/format.ts';
import { useStaffUser } from '../layout/staff-user.ts';
import { Section } from '../order/Section.tsx';
import { MachineProfileFacts } from '../components/MachineProfileFacts.tsx';
import { useClientPage } from './api/client-page.ts';
import { ClientAccountActions } from './ClientAccountActions.tsx';
import { ClientAllowances } from './ClientAllowances.tsx';
import { ClientNotes } from './ClientNotes.tsx';
import { DisabledBadge, UnconfirmedMark } from './ClientMarks.tsx';
import {
  AddressBook,
  AssignedEmployee,
  ClientPlans,
  OwedAmount,
  RecentOrders,
} from './ClientPageSections.tsx';
import { queueOfClient } from '../queue/queue-search.ts';

const backLink = 'self-start text-sm font-semibold text-brand-700 hover:underline';

/** /staff/clients/:id — one client whole, for staff: who they are, their machines, money and orders. */
export default function ClientPage() {
  const { id = '' } = useParams();
  const page = useClientPage(id);
  return (
    <div className="flex flex-col gap-5">
      <Link to="/staff/clients" className={backLink}>
        ← All clients
      </Link>
      {page.isPending ? (
        <Loading text="Loading client..." />
      ) : page.isError ? (
        page.error instanceof AxiosError && page.error.response?.status === 404 ? (
          <ClientNotFound />
        ) : (
          <LoadError message={errorMessage(page.error, 'Could not load the client')} />
        )
      ) : (
        <ClientView page={page.data} />
      )}
    </div>
  );
}

/**
 * An unknown id, a staff account's, or a client another employee serves: the API answers each
 * alike, so the page does too, without telling which.
 */
function ClientNotFound() {
  return (
    <section aria-labelledby="client-not-found" className="flex flex-col gap-2 py-6">
      <h1 id="client-not-found" className="text-2xl font-bold">
        Client not found
      </h1>
      <p className="text-slate-700">
        There is no such client, or they are not one you serve. Look for them in the list of clients.
      </p>
    </section>
  );
}

function ClientView({ page }: { page: StaffClientPage }) {
  const { client } = page;
  const { isAdmin } = useStaffUser();
  return (
    <>
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-bold break-words">{client.username}</h1>
          {client.disabled ? <DisabledBadge /> : null}
        </div>
        <p className="text-sm">
          <a href={`mailto:${client.email}`} className="break-all text-brand-700 hover:underline">
            {client.email}
          </a>
          {client.emailVerified ? null : <UnconfirmedMark />}
        </p>
        <p className="text-sm text-slate-600">
          Client since {formatDate(client.createdAt)} · {client.orderCount}{' '}
          {client.orderCount === 1 ? 'order' : 'orders'}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={queueOfClient(client.id)} className={backLink}>
            Show their orders in the queue
          </Link>
          {isAdmin ? <ClientAccountActions client={client} /> : null}
        </div>
      </header>

      {/* Phones: one column, orders and notes first. Wide screens: the work on the left, the account
          (who serves them, money, plans, addresses) on the right. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <Section title="Recent orders">
            <RecentOrders orders={page.recentOrders} total={client.orderCount} />
          </Section>
          <Section title="Staff notes">
            <ClientNotes client={client} />
          </Section>
          <Section title="Machine profile">
            <MachineProfileFacts profile={page.machineProfile} />
          </Section>
          <Section title="Allowances">
            <ClientAllowances client={client} canEdit={isAdmin} initial={page.allowances} />
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Section title="Assigned employee">
            <AssignedEmployee employee={client.assignedEmployee} />
          </Section>
          <Section title="Owed">
            <OwedAmount owed={page.owed} />
          </Section>
          <Section title="Plans">
            <ClientPlans plans={page.plans} />
          </Section>
          <Section title="Addresses">
            <AddressBook addresses={page.addresses} />
          </Section>
        </div>
      </div>
    </>
  );
}
