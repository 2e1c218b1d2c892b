import { useQuery } from '@tanstack/react-query';
import { machineProfileQueryOptions } from '../machines/machine-profile-api.ts';
import { useSession } from '../../lib/session.tsx';

/** A client's hoop from their machine profile; null for staff, who see the design's own size. */
export function useClientHoop(): { width: number; height: number } | null {
  const { role } = useSession();
  const profile = useQuery({ ...machineProfileQueryOptions(), enabled: role === 'client' });
  return role === 'client' ? (profile.data?.hoopMm ?? null) : null;
}
