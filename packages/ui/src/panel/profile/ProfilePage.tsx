import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/Field.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useAssignProject } from './api/assign-project.ts';
import { useUserInfo } from './api/get-user-info.ts';
import { MachinesSection } from './MachinesSection.tsx';
import { AccountSettings } from './AccountSettings.tsx';
import { AddressesLink } from './AddressesLink.tsx';
import { PlansLink } from './PlansLink.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';

export const NO_EMPLOYEE_CHOSEN = 'Please select an employee to assign the task.';

/**
 * clientpanel/profile — who you are, who works on your projects, and assigning one (docs/product.md
 * §Profile).
 */
export default function ProfilePage() {
  const { data, isPending, error } = useUserInfo();
  const assign = useAssignProject();
  const [showAssign, setShowAssign] = useState(false);
  const [employeeId, setEmployeeId] = useState('');
  const assignPanelId = useId();

  useLoadErrorToast(error, 'Error fetching user info', 'user-info-error');

  if (isPending) return <Loading text="Loading..." />;

  const user = data?.user;
  const employees = data?.employees ?? [];
  const assignee = user?.assignTo ? employees.find((e) => e.id === user.assignTo) : undefined;

  const onAssign = () => {
    if (!employeeId) {
      window.alert(NO_EMPLOYEE_CHOSEN);
      return;
    }
    assign.mutate(employeeId, {
      onSuccess: (response) => {
        toast.success(response.message);
        setShowAssign(false);
        setEmployeeId('');
      },
      onError: (assignError) => {
        console.error(assignError);
        toast.error('Error assigning project');
      },
    });
  };

  return (
    <>
      <PageHeading title="Profile" />
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <Card>
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
            >
              {(user?.username ?? '?').slice(0, 1).toUpperCase()}
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">Your account</h2>
              <p className="text-sm text-slate-600">The details we use for your orders and notifications.</p>
            </div>
          </div>
          <dl className="mt-5 divide-y divide-slate-100 border-t border-slate-100">
            <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-sm font-medium text-slate-500">Username</dt>
              <dd className="text-slate-900">{user?.username ?? 'N/A'}</dd>
            </div>
            <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-sm font-medium text-slate-500">Email</dt>
              <dd className="break-all text-slate-900">
                {user?.email ?? 'N/A'}
                {user && !user.emailVerified ? (
                  <span className="ml-2 text-sm text-amber-800">(unconfirmed)</span>
                ) : null}
              </dd>
            </div>
            <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-sm font-medium text-slate-500">Assigned to</dt>
              <dd className="text-slate-900">{assignee ? assignee.username : 'Not assigned'}</dd>
            </div>
          </dl>
        </Card>

        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Assign a task</h2>
              <p className="text-sm text-slate-600">Choose the employee who should work on your projects.</p>
            </div>
            <Button
              variant="secondary"
              aria-expanded={showAssign}
              aria-controls={assignPanelId}
              onClick={() => setShowAssign((v) => !v)}
            >
              {showAssign ? 'Hide' : 'Assign Task'}
            </Button>
          </div>
          {showAssign ? (
            <div id={assignPanelId} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
              <SelectField
                label="Employee"
                value={employeeId}
                onChange={(e) => setEmployeeId(e.target.value)}
                className="flex-1"
                hint={employees.length ? undefined : 'No employees are available yet.'}
              >
                <option value="">Select an employee</option>
                {employees.map((employee) => (
                  <option key={employee.id} value={employee.id}>
                    {employee.username}
                  </option>
                ))}
              </SelectField>
              <Button onClick={onAssign} disabled={assign.isPending}>
                {assign.isPending ? 'Assigning…' : 'Assign'}
              </Button>
            </div>
          ) : null}
        </Card>

        <AddressesLink />
        <PlansLink />

        {user ? <AccountSettings username={user.username} mfaEnabled={user.mfaEnabled} /> : null}

        <MachinesSection />
      </div>
    </>
  );
}
