import type { AxiosResponse } from 'axios';
import type { MfaLoginInput, TokenResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** POST /user/login/mfa {ticket, code} → 200 {token}: the login's second step. */
export function loginMfa(input: MfaLoginInput): Promise<AxiosResponse<TokenResponse>> {
  return http.post<TokenResponse>('/user/login/mfa', input);
}
