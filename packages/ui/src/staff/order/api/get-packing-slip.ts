import { http } from '../../../lib/http.ts';
import { apiPath } from '../../../lib/api.ts';

/** GET /staff/orders/:id/packing-slip — the PDF that goes in the parcel, as a Blob to save. */
export async function getPackingSlip(orderId: string): Promise<Blob> {
  const { data } = await http.get<Blob>(apiPath`/staff/orders/${orderId}/packing-slip`, {
    responseType: 'blob',
  });
  return data;
}
