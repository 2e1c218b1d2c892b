import { Link } from 'react-router-dom';
import { Card } from '../../components/Card.tsx';

/** Profile → Addresses: the way to the address book. */
export function AddressesLink() {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Addresses</h2>
          <p className="text-sm text-slate-600">Where we ship your patches and apparel, and who we bill.</p>
        </div>
        <Link
          to="/clientpanel/profile/addresses"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Manage addresses
        </Link>
      </div>
    </Card>
  );
}
