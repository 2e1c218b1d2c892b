import type { AxiosResponse } from 'axios';
import type { LoginInput, LoginResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** POST /user/login {email, password} → 200 {token}. The whole response: the form checks the status. */
export function login(input: LoginInput): Promise<AxiosResponse<LoginResponse>> {
  return http.post<LoginResponse>('/user/login', input);
}
