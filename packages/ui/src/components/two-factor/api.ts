import type {
  DisableMfaInput,
  MessageResponse,
  MfaEnabledResponse,
  MfaSetupResponse,
} from '@stitchdesk/shared';
import { apiPost } from '../../lib/api.ts';

/** POST /user/mfa/setup → {secret, otpauthUrl}: a new secret, pending until a first code. */
export const startMfaSetup = () => apiPost<MfaSetupResponse>('/user/mfa/setup');

/** POST /user/mfa/enable {code} → ten recovery codes, shown once. */
export const enableMfa = (code: string) => apiPost<MfaEnabledResponse>('/user/mfa/enable', { code });

/** POST /user/mfa/disable {password, code} → {message}: off, the account told by e-mail. */
export const disableMfa = (input: DisableMfaInput) => apiPost<MessageResponse>('/user/mfa/disable', input);
