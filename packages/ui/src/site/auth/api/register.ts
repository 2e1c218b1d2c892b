import type { AxiosResponse } from 'axios';
import type { RegisterResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

export interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
}

/** POST /user/register {username, email, password} → 201. The form reads only the status (spec §7). */
export function register(input: RegisterFormValues): Promise<AxiosResponse<RegisterResponse>> {
  return http.post<RegisterResponse>('/user/register', input);
}
