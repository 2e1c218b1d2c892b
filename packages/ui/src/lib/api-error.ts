import { AxiosError } from 'axios';
import { apiErrorSchema, type ApiError } from '@stitchdesk/shared';

// Read leniently: any of the fields may be missing from what a proxy or an older server answered.
const errorBodySchema = apiErrorSchema.partial();

/** The API's error body (docs/product.md §API) of a failed request, or undefined when it answered none. */
export function apiErrorBody(error: unknown): Partial<ApiError> | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const parsed = errorBodySchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data : undefined;
}
