/**
 * The API contract (docs/product.md §API, §Order shape): the request and response shapes of every endpoint
 * under /api/v1. The order shapes are the spec's own, kept exactly (the `completeOrder` asymmetry included).
 * Response types are inferred from the zod schemas in schemas/responses.ts, which the backend's OpenAPI
 * document is generated from, so the two cannot drift.
 */
import type { z } from 'zod';
import type { Role } from './roles.ts';
import type * as res from './schemas/responses.ts';

export const API_PREFIX = '/api/v1';
export const TOKEN_STORAGE_KEY = 'token';
export const NOTIFICATION_POLL_MS = 5000;

export type { Role };

export type ApiError = z.infer<typeof res.apiErrorSchema>;
export type FileRef = z.infer<typeof res.fileRefSchema>;
/** What a stitch file holds (format, counts, size, colour stops) and its preview's signed URL. */
export type StitchInfo = z.infer<typeof res.stitchSummarySchema>;
export type DesignSize = z.infer<typeof res.designSizeSchema>;

export type DigitizingBlock = z.infer<typeof res.blockSchemas.digitizing>;
export type VectorBlock = z.infer<typeof res.blockSchemas.vector>;
export type PatchesBlock = z.infer<typeof res.blockSchemas.patches>;
export type CustomApparelBlock = z.infer<typeof res.blockSchemas.customApparel>;

export interface Blocks {
  digitizing: DigitizingBlock;
  vector: VectorBlock;
  patches: PatchesBlock;
  customApparel: CustomApparelBlock;
}

export type Order = z.infer<typeof res.orderSchema>;
export type Revision = z.infer<typeof res.revisionSchema>;
export type Notification = z.infer<typeof res.notificationSchema>;
export type UserInfo = z.infer<typeof res.userInfoSchema>;
export type RegisterResponse = z.infer<typeof res.registerResponseSchema>;
export type LoginResponse = z.infer<typeof res.loginResponseSchema>;
export type TokenResponse = z.infer<typeof res.tokenResponseSchema>;
export type StaffInvitation = z.infer<typeof res.staffInvitationSchema>;
export type MfaSetupResponse = z.infer<typeof res.mfaSetupResponseSchema>;
export type MfaEnabledResponse = z.infer<typeof res.mfaEnabledResponseSchema>;
export type MessageResponse = z.infer<typeof res.messageSchema>;
/** POST /user/password: the new token, as every earlier session ended. */
export type PasswordChangedResponse = z.infer<typeof res.passwordChangedSchema>;
export type NotificationsResponse = z.infer<typeof res.notificationsResponseSchema>;
export type CreateOrderResponse = z.infer<typeof res.createOrderResponseSchema>;
export type CreateRevisionResponse = z.infer<typeof res.createRevisionResponseSchema>;
export type RevisionsResponse = z.infer<typeof res.revisionsResponseSchema>;
export type UploadResponse = z.infer<typeof res.uploadResponseSchema>;

/** The claims of our JWT. `exp` is in seconds (docs/product.md §Sessions). */
export interface TokenClaims {
  sub: string;
  role: Role;
  exp: number;
  iat: number;
  /** This session's id: logging out revokes it alone. Absent in tokens signed before sessions could end. */
  sid?: string;
  /** The user's session generation when signed: moving it on ends every earlier token. */
  gen?: number;
}

/* ---- Staff console ---- */

export type OrderEvent = z.infer<typeof res.orderEventSchema>;
export type StaffOrderSummary = z.infer<typeof res.staffOrderSummarySchema>;
export type StaffQueueResponse = z.infer<typeof res.staffQueueResponseSchema>;
export type StaffOrderDetail = z.infer<typeof res.staffOrderDetailSchema>;
export type NextStep = z.infer<typeof res.nextStepSchema>;
export type Shipment = z.infer<typeof res.shipmentSchema>;
export type StaffQuote = z.infer<typeof res.staffQuoteSchema>;
export type StaffClient = z.infer<typeof res.staffClientSchema>;
export type StaffClientResponse = z.infer<typeof res.staffClientResponseSchema>;
export type StaffEmployee = z.infer<typeof res.staffEmployeeSchema>;
export type PriceSummaryResponse = z.infer<typeof res.priceSummarySchema>;
export type Proof = z.infer<typeof res.proofResponseSchema>;
export type ProofDecision = (typeof res.PROOF_DECISIONS)[number];
export type Payment = z.infer<typeof res.paymentResponseSchema>;
export type OrderEventKind = (typeof res.ORDER_EVENT_KINDS)[number];

/** A page of a staff list. */
export type StaffPage = z.infer<typeof res.staffPageSchema>;

export type StaffQuotesResponse = z.infer<typeof res.staffQuotesResponseSchema>;
export type StaffQuoteResponse = z.infer<typeof res.staffQuoteResponseSchema>;
export type StaffQuoteReplyResponse = z.infer<typeof res.staffQuoteReplyResponseSchema>;
export type QuoteOffer = z.infer<typeof res.offerSchema>;
export type OffersResponse = z.infer<typeof res.offersResponseSchema>;
export type OfferResponse = z.infer<typeof res.offerResponseSchema>;
export type QuoteReply = z.infer<typeof res.quoteReplySchemaOut>;
export type StaffClientsResponse = z.infer<typeof res.staffClientsResponseSchema>;
export type StaffEmployeesResponse = z.infer<typeof res.staffEmployeesResponseSchema>;
export type StaffEmployeeResponse = z.infer<typeof res.staffEmployeeResponseSchema>;

/* ---- Order presets (GET/POST /user/presets, PATCH/DELETE /user/presets/:id) ---- */

export type Preset = z.infer<typeof res.presetSchema>;
export type PresetsResponse = z.infer<typeof res.presetsResponseSchema>;
export type PresetResponse = z.infer<typeof res.presetResponseSchema>;
