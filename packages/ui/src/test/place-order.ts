import { fakeRoutes, type FakeRequest, type RouteAnswer } from './fake-api.ts';
import { answerUpload } from './uploads.ts';

/**
 * A fake server that places a `service` order (its path segment, e.g. `Custom%20Apparel`) with
 * `message`, storing uploads by name unless `uploads` says otherwise. `created()` is the body the
 * order was placed with (undefined until then); `log` is every request, as fakeRoutes gives it.
 */
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
      return { status: 201, data: { message, order: {} } };
    },
  });
  return { log, created: () => body };
}
