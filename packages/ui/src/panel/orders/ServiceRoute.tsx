import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { parseServiceParam, type ServiceKey } from '@stitchdesk/shared';

/** What a page under a service segment and an `:orderId` one is given. */
export interface ServicePageProps {
  service: ServiceKey;
  orderId: string;
}

/**
 * The page of a route with a service segment (named `param`) and an `:orderId` one: `Page` shows only
 * for a real service (its label or key, any case); anything else goes to /not-found (docs/product.md §Client
 * panel).
 */
export function serviceRoute(param: string, Page: ComponentType<ServicePageProps>) {
  return function ServiceRoute() {
    const params = useParams();
    const service = parseServiceParam(params[param]);
    if (!service) return <Navigate to="/not-found" replace />;
    return <Page service={service} orderId={params.orderId ?? ''} />;
  };
}
