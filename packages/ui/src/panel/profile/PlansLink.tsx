import { Link } from 'react-router-dom';
import { Card } from '../../components/Card.tsx';

/** Profile → Monthly plans: the way to the client's plans. */
export function PlansLink() {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Monthly plans</h2>
          <p className="text-sm text-slate-600">Your plan and what is left of it this month.</p>
        </div>
        <Link
          to="/clientpanel/profile/plans"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          See plans
        </Link>
      </div>
    </Card>
  );
}
