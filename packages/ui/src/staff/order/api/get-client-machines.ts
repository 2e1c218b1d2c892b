import { useQuery } from '@tanstack/react-query';
import type { MachineProfile } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /staff/orders/:id/machine-profile — the machines of the order's client. */
export async function getClientMachines(orderId: string): Promise<MachineProfile> {
  const { data } = await http.get<MachineProfile>(
    `/staff/orders/${encodeURIComponent(orderId)}/machine-profile`,
  );
  return data;
}

/** The order's client's machines, read once a stitch file is dropped for delivery (`enabled`). */
export function useClientMachines(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'order', orderId, 'machine-profile'] as const,
    queryFn: () => getClientMachines(orderId),
    enabled,
    staleTime: 60_000,
  });
}
