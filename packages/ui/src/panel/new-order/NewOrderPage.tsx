import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  PHYSICAL_SERVICES,
  SERVICE_TITLES,
  createOrderBlockSchemas,
  parseServiceParam,
} from '@stitchdesk/shared';
import { PageHeading } from '../../components/PageHeading.tsx';
import { emptyDraft } from '../order-form/draft.ts';
import { OrderForm } from '../order-form/OrderForm.tsx';
import { ordersQueryOptions } from '../orders/api/get-orders.ts';
import { PresetBar } from '../presets/PresetBar.tsx';
import { createOrder, createOrderWithKey } from './api/create-order.ts';
import { useReorderSource } from './reorder-source.ts';
import { placedState } from './placed-state.ts';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { errorMessage } from '../../lib/http.ts';
import { ShipToPicker } from '../ship-to/ShipToPicker.tsx';
import { useShipTo } from '../ship-to/use-ship-to.ts';

/** clientpanel/neworder/:service — the label or the key, any case; anything else is not found. */
export default function NewOrderPage() {
  const { service: param } = useParams();
  const service = parseServiceParam(param);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const refreshOrders = () => void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
  const from = search.get('from');
  const source = useReorderSource(from);
  const goods = service !== null && PHYSICAL_SERVICES.includes(service);
  const shipTo = useShipTo(goods, { startLater: true });
  if (!service) return <Navigate to="/not-found" replace />;
  if (from && source.isPending) return <Loading text="Loading your earlier order..." />;
  if (goods && shipTo.loading) return <Loading text="Loading..." />;
  if (from && source.isError)
    return <LoadError message={errorMessage(source.error, 'Your earlier order could not be loaded')} />;

  return (
    <>
      <PageHeading title={`New ${SERVICE_TITLES[service]} Order`} />
      {source.data ? (
        <p className="mb-4 text-sm text-slate-600">
          Started from your earlier order: change anything you need, then place it.
        </p>
      ) : null}
      <OrderForm
        // A new service is a new, empty form.
        key={service}
        service={service}
        mode="create"
        blockSchemas={createOrderBlockSchemas}
        initialDraft={source.data?.draft ?? emptyDraft()}
        initialFiles={source.data?.files}
        failOnUploadError={service === 'vector'}
        send={(block) => createOrder(service, block, goods ? shipTo.value() : undefined)}
        extraFields={goods ? <ShipToPicker state={shipTo} allowLater /> : undefined}
        checkExtra={goods ? shipTo.validate : undefined}
        onSent={(message, order) => {
          toast.success(message);
          void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
          navigate('/clientpanel/order/placed', { state: placedState(order) });
        }}
        onFailed={service === 'vector' ? () => toast.error('Error creating order') : undefined}
        toolbar={({ draft, replaceDraft }) => (
          <PresetBar
            service={service}
            draft={draft}
            onApply={replaceDraft}
            initialPresetId={search.get('preset')}
          />
        )}
        placeEach={(block, key) =>
          createOrderWithKey(service, block, key, goods ? shipTo.value() : undefined)
        }
        onPlacedEach={refreshOrders}
      />
    </>
  );
}
