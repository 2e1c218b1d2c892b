import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { isAdminRole, type StaffEmployee } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { formatDate } from '../../lib/format.ts';
import { accountToggleToasts } from '../components/account-toggle-toasts.ts';
import { useUpdateEmployee } from './api/update-employee.ts';

const smallButton =
  'inline-flex h-9 items-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** One staff account: rename in place, disable or enable (never one's own account). */
export function EmployeeRow({ employee, isSelf }: { employee: StaffEmployee; isSelf: boolean }) {
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(employee.username);
  const update = useUpdateEmployee();

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const username = name.trim();
    if (!username) {
      toast.error('Username is required');
      return;
    }
    update.mutate(
      { id: employee.id, username },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success('Employee renamed');
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not rename the employee')),
      },
    );
  };

  const toggleDisabled = () =>
    update.mutate({ id: employee.id, disabled: !employee.disabled }, accountToggleToasts(employee));

  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        {editing ? (
          <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={nameId} className="text-xs font-medium text-slate-700">
                New username for {employee.username}
              </label>
              <input
                id={nameId}
                value={name}
                maxLength={50}
                onChange={(event) => setName(event.target.value)}
                className="h-9 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              disabled={update.isPending}
              className={`${smallButton} border-brand-600 bg-brand-600 text-white`}
            >
              Save
            </button>
            <button
              type="button"
              className={`${smallButton} border-slate-300 bg-white text-slate-700`}
              onClick={() => {
                setEditing(false);
                setName(employee.username);
              }}
            >
              Cancel
            </button>
          </form>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className="break-words">{employee.username}</span>
              {isAdminRole(employee.role) ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  Admin
                </span>
              ) : null}
              {employee.disabled ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                  Disabled
                </span>
              ) : null}
              {isSelf ? <span className="text-xs font-normal text-slate-500">(you)</span> : null}
            </p>
            <p className="text-xs break-all text-slate-500">
              {employee.email} · since {formatDate(employee.createdAt)}
            </p>
          </>
        )}
      </div>
      {editing ? null : (
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={`${smallButton} border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-700`}
            onClick={() => setEditing(true)}
            aria-label={`Rename ${employee.username}`}
          >
            Rename
          </button>
          {isSelf ? null : (
            <button
              type="button"
              disabled={update.isPending}
              onClick={toggleDisabled}
              aria-label={`${employee.disabled ? 'Enable' : 'Disable'} ${employee.username}`}
              className={`${smallButton} ${
                employee.disabled
                  ? 'border-emerald-300 bg-white text-emerald-700 hover:bg-emerald-50'
                  : 'border-red-300 bg-white text-red-700 hover:bg-red-50'
              }`}
            >
              {employee.disabled ? 'Enable' : 'Disable'}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
