import { useDocumentTitle } from '../components/use-document-title.ts';
import { acceptInvitation } from './api/account-links.ts';
import { AuthCard, AuthSwitchLink } from './AuthCard.tsx';
import { SetPasswordForm } from './ResetPasswordPage.tsx';

/** /accept-invitation?token=… — an invited employee chooses a password, then logs in. */
export default function AcceptInvitationPage() {
  useDocumentTitle('Join the team');
  return (
    <AuthCard
      title="Join the team"
      intro="Choose the password of your staff account. You sign in with your e-mail address and it."
      size="small"
      footer={
        <>
          Already set it? <AuthSwitchLink to="/login">Login</AuthSwitchLink>
        </>
      }
    >
      <SetPasswordForm label="Create my account" send={acceptInvitation} />
    </AuthCard>
  );
}
