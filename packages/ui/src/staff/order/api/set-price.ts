import type { PriceChangeInput } from '@stitchdesk/shared';
import { useRefreshingMutation } from '../../../lib/api.ts';
import { orderPost } from './order-post.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/price — sets or changes the price; the reason goes into the history. */
export const setPrice = orderPost<PriceChangeInput>('price');

export const useSetPrice = () => useRefreshingMutation(setPrice, orderStaleKeys);
