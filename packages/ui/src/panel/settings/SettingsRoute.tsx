import { Navigate } from 'react-router-dom';
import { usePlatform } from '../../lib/platform-context.tsx';

/** clientpanel/settings exists only where the host contributes a settings page (the desktop). */
export default function SettingsRoute() {
  const { SettingsPage } = usePlatform();
  if (!SettingsPage) return <Navigate to="/not-found" replace />;
  return <SettingsPage />;
}
