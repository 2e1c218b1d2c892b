import { Navigate } from 'react-router-dom';
import { Card } from '../../components/Card.tsx';
import { useStaffUser } from '../layout/staff-user.ts';
import { useEmployees } from './api/get-employees.ts';
import { EmployeeForm } from './EmployeeForm.tsx';
import { EmployeeRow } from './EmployeeRow.tsx';
import { InvitationsSection } from './InvitationsSection.tsx';
import { ThreadChartsSection } from '../thread-charts/ThreadChartsSection.tsx';
import { QueryResult } from '../../components/QueryResult.tsx';

/** /staff/employees — the admin's page for staff accounts. Employees are sent back to the queue. */
export default function EmployeesPage() {
  const { isAdmin } = useStaffUser();
  if (!isAdmin) return <Navigate to="/staff" replace />;
  return <EmployeesAdmin />;
}

function EmployeesAdmin() {
  const { id: selfId } = useStaffUser();
  const employees = useEmployees();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Employees</h1>
      <InvitationsSection />
      <Card>
        <h2 className="mb-4 text-lg font-semibold">Or create an account with a password you give them</h2>
        <EmployeeForm />
      </Card>
      <QueryResult
        query={employees}
        loading="Loading employees..."
        failed="Could not load the employees"
        empty="No staff accounts yet."
        isEmpty={(data) => data.employees.length === 0}
      >
        {(data) => (
          <section
            aria-labelledby="staff-accounts"
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
          >
            <h2
              id="staff-accounts"
              className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700"
            >
              Staff accounts ({data.employees.length})
            </h2>
            <ul className="divide-y divide-slate-100">
              {data.employees.map((employee) => (
                <EmployeeRow key={employee.id} employee={employee} isSelf={employee.id === selfId} />
              ))}
            </ul>
          </section>
        )}
      </QueryResult>
      <ThreadChartsSection />
    </div>
  );
}
