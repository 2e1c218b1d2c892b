import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';

describe('POST /user/password/forgot per client address', () => {
  const t = useTestContext({ env: { PASSWORD_RESETS_PER_IP: '4' } });

  it('limits one address whatever the e-mails, under concurrency, with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        t.request('/api/v1/user/password/forgot', {
          method: 'POST',
          body: { email: `someone-${i}@example.test` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 202, 202, 429, 429, 429]);
    expect(Number(answers.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});
