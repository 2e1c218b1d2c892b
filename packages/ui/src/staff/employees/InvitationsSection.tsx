import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { formatDateTime, inviteEmployeeSchema, type StaffInvitation } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { TextField } from '../../components/Field.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { errorMessage } from '../../lib/http.ts';
import { firstIssues, useFormValues } from '../../lib/form-values.ts';
import {
  useInvitations,
  useInviteEmployee,
  useResendInvitation,
  useRevokeInvitation,
} from './api/invitations.ts';

/** Inviting employees by e-mail: the form, and the open invitations with Send again and Revoke. */
export function InvitationsSection() {
  const invitations = useInvitations();
  const open = invitations.data?.invitations ?? [];
  return (
    <Card labelledBy="invite-employee">
      <h2 id="invite-employee" className="text-lg font-semibold">
        Invite an employee
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        They get an e-mail with a link to choose their password, valid for 72 hours.
      </p>
      <InviteForm />
      {open.length ? (
        <section aria-labelledby="open-invitations" className="mt-6">
          <h3 id="open-invitations" className="text-sm font-semibold text-slate-700">
            Open invitations ({open.length})
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {open.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

function InviteForm() {
  const { values, field, reset } = useFormValues({ username: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useInviteEmployee();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteEmployeeSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstIssues(parsed.error));
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (result) => {
        reset();
        toast.success(result.message);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not send the invitation')),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Invite an employee"
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <TextField label="Name" autoComplete="off" {...field('username')} error={errors.username} />
      <TextField
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="off"
        {...field('email')}
        error={errors.email}
      />
      <SubmitButton pending={invite.isPending} pendingLabel="Sending…" className="md:mt-6.5">
        Send invitation
      </SubmitButton>
    </form>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const done = (result: { message: string }) => toast.success(result.message);
  const failed = (error: unknown) => toast.error(errorMessage(error, 'Could not change the invitation'));
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="font-semibold break-words">
          <bdi>{invitation.username}</bdi>
        </div>
        <div className="text-xs break-all text-slate-500">{invitation.email}</div>
        <div className="text-xs text-slate-500">
          {invitation.status === 'expired'
            ? 'The link has expired'
            : `Link valid until ${formatDateTime(invitation.expiresAt)}`}
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={resend.isPending}
          aria-label={`Send again to ${invitation.email}`}
          onClick={() => resend.mutate(invitation.id, { onSuccess: done, onError: failed })}
        >
          Send again
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() => revoke.mutate(invitation.id, { onSuccess: done, onError: failed })}
        >
          Revoke
        </Button>
      </div>
    </li>
  );
}
