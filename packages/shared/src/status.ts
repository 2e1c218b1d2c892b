import { PHYSICAL_SERVICES, type ServiceKey } from './services.ts';

export const ORDER_STATUSES = [
  'Pending',
  'In Progress',
  'In Production',
  'Shipped',
  'Completed',
  'Revision Requested',
  'Cancelled',
  'Awaiting Approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses in the order work passes through them, then the side roads: how lists and tabs of
 * statuses are ordered for people (ORDER_STATUSES keeps the order the API was first given).
 */
export const WORKFLOW_STATUS_ORDER: readonly OrderStatus[] = [
  'Pending',
  'In Progress',
  'Awaiting Approval',
  'In Production',
  'Shipped',
  'Completed',
  'Revision Requested',
  'Cancelled',
];

/**
 * The moves staff may make (docs/product.md §Statuses). Digital work goes In Progress → Completed; physical
 * goods (patches, apparel) go In Progress → In Production → Shipped → Completed.
 */
export function allowedTransitions(service: ServiceKey, from: OrderStatus): OrderStatus[] {
  const physical = PHYSICAL_SERVICES.includes(service);
  switch (from) {
    case 'Pending':
      return ['In Progress', 'Cancelled'];
    case 'In Progress':
      return physical ? ['In Production', 'Cancelled'] : ['Completed', 'Cancelled'];
    case 'In Production':
      return physical ? ['Shipped'] : [];
    case 'Shipped':
      return physical ? ['Completed'] : [];
    case 'Revision Requested':
      return ['In Progress'];
    // Left by the client's decision on the proof (or a newer proof); staff may only cancel.
    case 'Awaiting Approval':
      return ['Cancelled'];
    case 'Completed':
    case 'Cancelled':
      return [];
  }
}

export function canTransition(service: ServiceKey, from: OrderStatus, to: OrderStatus): boolean {
  return allowedTransitions(service, from).includes(to);
}

/**
 * A client's edit (revision) moves the order to Revision Requested. It is allowed while the work
 * can still take the change: before production starts, and after completion (the spec's free
 * revisions). Once patches or apparel are in production or shipped, or an order is cancelled, not.
 */
export const CLIENT_REVISABLE_STATUSES: readonly OrderStatus[] = [
  'Pending',
  'In Progress',
  'Completed',
  'Revision Requested',
];

export function canClientRevise(status: OrderStatus): boolean {
  return CLIENT_REVISABLE_STATUSES.includes(status);
}

/** The status a delivery completes an order from: the one step before Completed. */
export function canDeliver(service: ServiceKey, from: OrderStatus): boolean {
  return canTransition(service, from, 'Completed');
}

/**
 * Where staff may send a proof: while the work is in hand, after the client asked for changes, or
 * while a proof is awaiting approval (the new one supersedes it). The order then awaits approval.
 */
export const PROOF_STATUSES: readonly OrderStatus[] = [
  'In Progress',
  'Revision Requested',
  'Awaiting Approval',
];

export function canSendProof(status: OrderStatus): boolean {
  return PROOF_STATUSES.includes(status);
}

/** Open work: what the staff queue puts first and can be overdue. */
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'Pending',
  'In Progress',
  'Revision Requested',
  'Awaiting Approval',
  'In Production',
];

export function isOpenStatus(status: OrderStatus): boolean {
  return OPEN_STATUSES.includes(status);
}
