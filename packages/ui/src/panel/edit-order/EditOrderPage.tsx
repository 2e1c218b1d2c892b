import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  canClientRevise,
  revisionBlockSchemas,
  SERVICE_LABELS,
  type Order,
  type ServiceKey,
} from '@stitchdesk/shared';
import { FormMessage } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { draftFromBlocks } from '../order-form/draft.ts';
import { OrderForm } from '../order-form/OrderForm.tsx';
import { orderQueryOptions, useOrder } from '../orders/api/get-order.ts';
import { ordersQueryOptions } from '../orders/api/get-orders.ts';
import { revisionsQueryOptions } from '../revisions/api/get-revisions.ts';
import { orderServiceKey } from '../../lib/order-data.ts';
import { reviseOrder } from './api/revise-order.ts';
import { serviceRoute, type ServicePageProps } from '../orders/ServiceRoute.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';

/**
 * clientpanel/editorder/:serviceType/:orderId — "Edit {serviceType} Order" (docs/product.md §Client panel).
 */
export default serviceRoute('serviceType', EditOrder);

function EditOrder({ service: urlService, orderId }: ServicePageProps) {
  const { data: order, isPending, error } = useOrder(orderId);

  useLoadErrorToast(error, 'Error fetching order data:', 'edit-order-error');

  // The order's own service decides the form; the URL's names the page until it has loaded.
  const service = (order && orderServiceKey(order)) || urlService;
  return (
    <>
      <PageHeading title={`Edit ${SERVICE_LABELS[service]} Order`} />
      {isPending ? (
        <Loading text="Loading..." />
      ) : error ? (
        <FormMessage tone="error">
          Error fetching order data: {errorMessage(error, error.message)}
        </FormMessage>
      ) : (
        <EditForm order={order} service={service} />
      )}
    </>
  );
}

function EditForm({ order, service }: { order: Order; service: ServiceKey }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!canClientRevise(order.orderStatus)) {
    return (
      <FormMessage tone="error">
        This order is {order.orderStatus.toLowerCase()} and can no longer be edited. Contact us if something
        needs to change.
      </FormMessage>
    );
  }
  return (
    <OrderForm
      service={service}
      mode="edit"
      blockSchemas={revisionBlockSchemas}
      initialDraft={draftFromBlocks(order, service)}
      send={(block) => reviseOrder(order._id, service, block)}
      onSent={(message) => {
        toast.success(message);
        // The order's status and the revisions list both changed.
        for (const { queryKey } of [
          orderQueryOptions(order._id),
          ordersQueryOptions(),
          revisionsQueryOptions(),
        ])
          void queryClient.invalidateQueries({ queryKey });
        navigate('/clientpanel/revisions');
      }}
    />
  );
}
