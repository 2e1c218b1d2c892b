import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffOrderDetail } from '@stitchdesk/shared';
import { SelectField, TextField } from '../../components/Field.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { useAssignOrder, useChangeDue } from './api/assign-and-due.ts';

const BUTTON =
  'inline-flex h-10 items-center self-start rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

/** An instant as the value of a datetime-local input, in the reader's own zone. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Who works on the order and when it is due, changed here and kept in the history. */
export function WorkPanel({ detail }: { detail: StaffOrderDetail }) {
  const { order, summary, employees } = detail;
  const assign = useAssignOrder();
  const due = useChangeDue();
  const [employee, setEmployee] = useState(summary.assignedTo?.id ?? '');
  const [dueAt, setDueAt] = useState(() => localInputValue(summary.dueAt));
  const [reason, setReason] = useState('');

  const saveAssignee = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { orderId: order._id, employeeId: employee || null },
      { onSuccess: () => toast.success('Assignee saved') },
    );
  };
  const saveDue = (event: FormEvent) => {
    event.preventDefault();
    const instant = new Date(dueAt);
    if (Number.isNaN(instant.getTime())) return;
    due.mutate(
      { orderId: order._id, dueAt: instant.toISOString(), note: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          toast.success('Due time changed');
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={saveAssignee} className="flex flex-col gap-1.5">
        <SelectField label="Assigned to" value={employee} onChange={(e) => setEmployee(e.target.value)}>
          <option value="">The client’s assignee</option>
          {employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.username}
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={assign.isPending} className={BUTTON}>
          Save assignee
        </button>
        <RequestError error={assign.error} fallback="Could not assign the order" />
      </form>
      <form onSubmit={saveDue} className="flex flex-col gap-1.5">
        <TextField
          label="Due time"
          type="datetime-local"
          required
          value={dueAt}
          onChange={(e) => setDueAt(e.target.value)}
        />
        <TextField
          label="Reason (optional, kept in the history)"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <button type="submit" disabled={due.isPending || !dueAt} className={BUTTON}>
          Change due time
        </button>
        <RequestError error={due.error} fallback="Could not change the due time" />
      </form>
    </div>
  );
}
