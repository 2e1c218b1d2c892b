import { Navigate } from 'react-router-dom';
import { Loading, LoadError } from '../../components/Loading.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useStaffUser } from '../layout/staff-user.ts';
import { useShopSettings } from './api/shop-settings.ts';
import { SettingsForm } from './SettingsForm.tsx';

/** /staff/settings — the shop's own details and money rules (admin only; employees go to the queue). */
export default function SettingsPage() {
  const { isAdmin } = useStaffUser();
  if (!isAdmin) return <Navigate to="/staff" replace />;
  return <ShopSettingsAdmin />;
}

function ShopSettingsAdmin() {
  const settings = useShopSettings();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Settings</h1>
      {settings.isPending ? (
        <Loading text="Loading settings..." />
      ) : settings.isError ? (
        <LoadError message={errorMessage(settings.error, 'Could not load the settings')} />
      ) : (
        <SettingsForm settings={settings.data.settings} />
      )}
    </div>
  );
}
