import type { MailMessage } from '../../lib/mail-message.ts';

/** The name mail is signed with (the UI's BRAND lives in packages/ui, which the API does not import). */
const BRAND_NAME = 'Stitchdesk';

const signed = (lines: string[]) => [...lines, '', `— ${BRAND_NAME}`].join('\n');

export function passwordResetMail(to: { email: string; username: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your password',
    text: signed([
      `Hello ${to.username},`,
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link',
      '(it works once, within one hour):',
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ]),
  };
}

export function confirmEmailMail(
  to: { email: string; username: string },
  link: string,
  change: boolean,
): MailMessage {
  return {
    to: to.email,
    subject: change ? 'Confirm your new e-mail address' : 'Confirm your e-mail address',
    text: signed([
      `Hello ${to.username},`,
      '',
      change
        ? 'To use this address for your account from now on, open this link:'
        : 'Thank you for registering. To confirm your e-mail address, open this link:',
      '',
      link,
      '',
      change
        ? 'Until you do, your account keeps its current address.'
        : 'If you did not register, ignore this e-mail.',
    ]),
  };
}

/** Told to the old address when a change to `newEmail` is asked for. */
export function emailChangeNoticeMail(
  to: { email: string; username: string },
  newEmail: string,
): MailMessage {
  return {
    to: to.email,
    subject: 'Your e-mail address is being changed',
    text: signed([
      `Hello ${to.username},`,
      '',
      `Someone signed in to your account asked to change its e-mail address to ${newEmail}.`,
      'The change happens once the link sent to that address is opened.',
      '',
      'If it was not you, change your password now and contact us.',
    ]),
  };
}

export function invitationMail(to: { email: string; username: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: `You are invited to join ${BRAND_NAME}`,
    text: signed([
      `Hello ${to.username},`,
      '',
      `You are invited to join the ${BRAND_NAME} staff. To choose your password and sign in, open`,
      'this link (it works once, within 72 hours):',
      '',
      link,
    ]),
  };
}

/** Told to the account when two-factor sign-in is turned off, so a stranger doing it is noticed. */
export function mfaTurnedOffMail(to: { email: string; username: string }): MailMessage {
  return {
    to: to.email,
    subject: 'Two-factor sign-in is off',
    text: signed([
      `Hello ${to.username},`,
      '',
      'Two-factor sign-in was turned off for your account: signing in now asks for your password only,',
      'and your recovery codes no longer work.',
      '',
      'If it was not you, change your password now, turn two-factor sign-in on again and contact us.',
    ]),
  };
}
