import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { http } from './http.ts';

/** An API path with every parameter URL-encoded: apiPath`/user/presets/${id}`. */
export function apiPath(parts: TemplateStringsArray, ...params: string[]): string {
  return String.raw({ raw: parts }, ...params.map(encodeURIComponent));
}

/** The answer's body of a GET; the fetchers below only differ by their verb. */
export async function apiGet<T>(path: string, config?: AxiosRequestConfig): Promise<T> {
  return (await http.get<T>(path, config)).data;
}

export async function apiPost<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await http.post<T>(path, body, config)).data;
}

export async function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return (await http.patch<T>(path, body)).data;
}

export async function apiPut<T>(path: string, body?: unknown): Promise<T> {
  return (await http.put<T>(path, body)).data;
}

/**
 * A mutation that, once it succeeds, marks stale the queries it changed (`staleKeys` of its
 * variables), so every page showing them reads them again.
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: (variables: TVariables) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) =>
      Promise.all(staleKeys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
