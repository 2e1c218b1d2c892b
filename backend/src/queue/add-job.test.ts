import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';
import { queuedJobs } from '../test/jobs.ts';
import { clientOrderForStaff, postJson } from '../test/staff.ts';
import { addJob } from './add-job.ts';

describe('adding jobs in the transaction of the write', () => {
  // No workers: the jobs stay in the queue for the test to count.
  const t = useTestContext();

  const jobsFor = (to: string) => queuedJobs(t.db, 'mail:send', 'to', to);

  it('a committed write has its job', async () => {
    const { user } = await t.createUser();
    await t.db.transaction(async (trx) => {
      await trx('users').where({ id: user.id }).update({ username: 'committed' });
      await addJob(trx, 'mail:send', { to: 'committed@example.test', subject: 's', text: 't' });
    });
    expect((await t.db('users').where({ id: user.id }).first()).username).toBe('committed');
    expect(await jobsFor('committed@example.test')).toBe(1);
  });

  it('a rolled-back write leaves no job', async () => {
    const { user } = await t.createUser();
    await expect(
      t.db.transaction(async (trx) => {
        await trx('users').where({ id: user.id }).update({ username: 'rolled back' });
        await addJob(trx, 'mail:send', { to: 'rolled-back@example.test', subject: 's', text: 't' });
        throw new Error('the write fails after the job was added');
      }),
    ).rejects.toThrow('the write fails');
    expect((await t.db('users').where({ id: user.id }).first()).username).not.toBe('rolled back');
    expect(await jobsFor('rolled-back@example.test')).toBe(0);
  });

  it('a status move that is refused queues no e-mail; one that is made queues it', async () => {
    const { staff, order } = await clientOrderForStaff(
      t,
      { email: 'moved@example.test' },
      'digitizing',
      'Queued mail',
    );
    const mailJobs = () => queuedJobs(t.db, 'mail:order-update', 'orderId', order._id);
    expect(
      (await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'Shipped' })).status,
    ).toBe(409);
    expect(await mailJobs()).toBe(0);
    expect(
      (await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'In Progress' })).status,
    ).toBe(200);
    expect(await mailJobs()).toBe(1);
  });
});
