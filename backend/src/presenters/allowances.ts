import type { AllowanceEvent, AllowanceKind, ClientAllowancesResponse } from '@stitchdesk/shared';

/** What the allowances answer is made of: the client's overrides and history, the server's defaults and windows. */
export interface AllowanceRows {
  overrides: Record<AllowanceKind, number | null>;
  history: AllowanceEvent[];
  defaults: Record<AllowanceKind, number>;
  windows: { uploadWindowSeconds: number; orderWindowSeconds: number };
}

/** A client's allowances: each limit in force, the client's override (null: the default) and the default. */
export function presentAllowances({
  overrides,
  history,
  defaults,
  windows,
}: AllowanceRows): ClientAllowancesResponse {
  const valueOf = (kind: AllowanceKind) => ({
    value: overrides[kind] ?? defaults[kind],
    override: overrides[kind],
    default: defaults[kind],
  });
  return {
    uploadsPerWindow: valueOf('uploadsPerWindow'),
    ordersPerWindow: valueOf('ordersPerWindow'),
    storageQuotaMb: valueOf('storageQuotaMb'),
    uploadWindowSeconds: windows.uploadWindowSeconds,
    orderWindowSeconds: windows.orderWindowSeconds,
    history,
  };
}
