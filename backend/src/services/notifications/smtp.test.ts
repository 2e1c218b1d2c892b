import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderUpdateMail } from './order-mail.ts';
import { createMailerFromConfig, createSmtpMailer } from './smtp.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

describe('SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers a message with its recipient, sender, subject and text to a real SMTP server', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Stitchdesk <desk@example.test>' });
    try {
      await mailer.send({
        to: 'client@example.test',
        subject: 'Your order Team logo is completed — your files are ready',
        text: 'Hello Ana,\n\nÀ bientôt.',
      });
    } finally {
      mailer.close();
    }
    const mail = await smtp.waitFor((m) => m.to.includes('client@example.test'));
    expect(mail.from).toBe('desk@example.test');
    expect(mail.subject).toBe('Your order Team logo is completed — your files are ready');
    expect(mail.text).toBe('Hello Ana,\n\nÀ bientôt.');
  });

  it('builds no mailer without SMTP_URL', () => {
    expect(createMailerFromConfig({ smtpUrl: null, mailFrom: 'x@example.test' })).toBeNull();
  });
});

describe('orderUpdateMail', () => {
  it('uses the notification words as subject and links the client panel page of the order', () => {
    const mail = orderUpdateMail({
      to: { email: 'ana@example.test', username: 'Ana' },
      message: 'Your order Team logo is now In Progress',
      order: { id: '3f1c4d2e-0000-4000-8000-000000000001', number: 1042, serviceKey: 'customApparel' },
      publicUrl: 'https://desk.example.test',
    });
    expect(mail.to).toBe('ana@example.test');
    expect(mail.subject).toBe('Your order Team logo is now In Progress');
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.text).toContain('Your order Team logo is now In Progress.');
    expect(mail.text).toContain('Order number: #1042');
    expect(mail.text).toContain(
      'https://desk.example.test/clientpanel/orders/Custom%20Apparel/3f1c4d2e-0000-4000-8000-000000000001',
    );
  });
});
