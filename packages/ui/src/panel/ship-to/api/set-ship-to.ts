import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderResponse, ShipToInput } from '@stitchdesk/shared';
import { apiPath, apiPut } from '../../../lib/api.ts';
import { orderQueryOptions } from '../../orders/api/get-order.ts';

/** PUT /order/:orderId/ship-to — where the goods of the client's order ship; answers the order. */
export async function setShipTo({
  orderId,
  shipTo,
}: {
  orderId: string;
  shipTo: ShipToInput;
}): Promise<CreateOrderResponse> {
  return apiPut<CreateOrderResponse>(apiPath`/order/${orderId}/ship-to`, shipTo);
}

export function useSetShipTo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShipTo,
    onSuccess: ({ order }, { orderId }) => {
      queryClient.setQueryData(orderQueryOptions(orderId).queryKey, order);
      // The list's "Ship-to address needed" marker goes with it.
      return queryClient.invalidateQueries({ queryKey: ['panel', 'orders'] });
    },
  });
}
