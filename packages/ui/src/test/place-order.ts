import { fakeRoutes, type FakeRequest, type RouteAnswer } from './fake-api.ts';
import { answerUpload } from './uploads.ts';

/**
 * A fake server that places a `service` order (its path segment, e.g. `Custom%20Apparel`) with
 * `message`, storing uploads by name unless `uploads` says otherwise. `created()` is the body the
 * order was placed with (undefined until then); `log` is every request, as fakeRoutes gives it.
 */
/** The id of the order fakeOrderPlacing answers with (its number is 1042). */
export const PLACED_ORDER_ID = '0190a0b0-0000-7000-8000-000000001042';

export function fakeOrderPlacing<Body>(
  service: string,
  message: string,
  uploads: RouteAnswer = answerUpload,
): { log: FakeRequest[]; created: () => Body | undefined } {
  let body: Body | undefined;
  const log = fakeRoutes({
    'POST /uploads': uploads,
    [`POST /order/createorder/${service}`]: (request) => {
      body = request.body as Body;
      return {
        status: 201,
        data: { message, order: { _id: PLACED_ORDER_ID, number: 1042, serviceType: service } },
      };
    },
  });
  return { log, created: () => body };
}
