import type { AssignProjectInput, MessageResponse } from '@stitchdesk/shared';
import { apiPatch, useRefreshingMutation } from '../../../lib/api.ts';
import { userInfoQueryOptions } from './get-user-info.ts';

/** PATCH /user/update/assign-project {assignTo}. */
export async function assignProject(assignTo: AssignProjectInput['assignTo']): Promise<MessageResponse> {
  return apiPatch<MessageResponse>('/user/update/assign-project', { assignTo } satisfies AssignProjectInput);
}

/** Assigns, then reloads the profile (docs/product.md §Profile). */
export const useAssignProject = () =>
  useRefreshingMutation(assignProject, () => [userInfoQueryOptions().queryKey]);
