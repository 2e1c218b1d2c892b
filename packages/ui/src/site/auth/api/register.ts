import type { AxiosResponse } from 'axios';
import type { RegisterInput, RegisterResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** POST /user/register {username, email, password} → 201. The form reads only the status (spec §7). */
export function register(input: RegisterInput): Promise<AxiosResponse<RegisterResponse>> {
  return http.post<RegisterResponse>('/user/register', input);
}
