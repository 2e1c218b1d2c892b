import type { FileRef } from '@stitchdesk/shared';

/** The fields issue 13 adds beside the spec's order (DESIGN §3), as the screens read them. */

export interface OrderPrice {
  /** Null until a price is known ("Price to be confirmed"). */
  amountCents: number | null;
  paidCents: number;
  balanceCents: number;
  /** What is still owed of the 50% patch deposit; 0 otherwise. */
  depositDueCents: number;
}

export type ProofDecision = 'approved' | 'changes-requested';

export interface Proof {
  _id: string;
  files: FileRef[];
  note: string;
  createdAt: string;
  decision: ProofDecision | null;
  decidedAt: string | null;
  comment: string | null;
}

export interface DeliveryWindow {
  from: string;
  to: string;
}

export interface WorkflowFields {
  superRush: boolean;
  dueAt: string;
  price: OrderPrice;
  proofs: Proof[];
  estimatedShipDate: string | null;
  estimatedDelivery: DeliveryWindow | null;
}

export const PAYMENT_METHODS = ['card', 'bank-transfer', 'paypal', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Payment {
  _id: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
  paidAt: string;
  recordedBy: { id: string; username: string } | null;
}

/** The proofs oldest first, whatever order they arrive in. */
export function proofsInOrder<P extends Pick<Proof, 'createdAt'>>(proofs: readonly P[]): P[] {
  return [...proofs].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** The latest proof when it still waits for the client's decision: only that one can be decided. */
export function pendingProof<P extends Pick<Proof, 'createdAt' | 'decision'>>(
  proofs: readonly P[],
): P | null {
  const latest = proofsInOrder(proofs).at(-1);
  return latest && latest.decision === null ? latest : null;
}
