import type { MessageResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** PUT /user/update/notification/readstatus (empty body): marks every notification read. */
export async function markNotificationsRead(): Promise<MessageResponse> {
  const { data } = await http.put<MessageResponse>('/user/update/notification/readstatus');
  return data;
}
