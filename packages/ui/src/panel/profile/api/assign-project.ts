import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignProjectInput, MessageResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { userInfoQueryOptions } from './get-user-info.ts';

/** PATCH /user/update/assign-project {assignTo}. */
export async function assignProject(assignTo: AssignProjectInput['assignTo']): Promise<MessageResponse> {
  const { data } = await http.patch<MessageResponse>('/user/update/assign-project', {
    assignTo,
  } satisfies AssignProjectInput);
  return data;
}

/** Assigns, then reloads the profile (spec §4). */
export function useAssignProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
  });
}
