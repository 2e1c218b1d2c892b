import type { AxiosResponse } from 'axios';
import type { RegisterInput, RegisterResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/**
 * POST /user/register {username, email, password} → 201. The form reads only the status (docs/product.md
 * §API).
 */
export function register(input: RegisterInput): Promise<AxiosResponse<RegisterResponse>> {
  return http.post<RegisterResponse>('/user/register', input);
}
