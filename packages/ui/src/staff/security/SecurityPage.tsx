import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../components/Card.tsx';
import { Loading } from '../../components/Loading.tsx';
import { TwoFactorOff } from '../../components/two-factor/TwoFactorOff.tsx';
import { TwoFactorSetup } from '../../components/two-factor/TwoFactorSetup.tsx';
import { useMe } from './api/get-me.ts';

/**
 * /staff/security — the staff member's two-factor sign-in. With REQUIRE_STAFF_MFA the console sends
 * anyone without it here first (layout/StaffLayout.tsx), and opens once it is on. Turning it off
 * is offered too; while the shop requires it of staff, the server refuses that and says why.
 */
export default function SecurityPage() {
  const me = useMe();
  const navigate = useNavigate();
  if (me.isPending) return <Loading text="Loading..." />;
  const user = me.data?.user;
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <h1 className="text-2xl font-bold">Two-factor sign-in</h1>
      {user?.mfaSetupRequired ? (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          The shop requires two-factor sign-in for staff. Set it up to open the console.
        </p>
      ) : null}
      <Card>
        {user?.mfaEnabled ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              On: signing in asks for a code from your authenticator app.
            </p>
            <TwoFactorOff
              onDisabled={(message) => {
                toast.success(message);
                void me.refetch();
              }}
            />
          </div>
        ) : (
          <TwoFactorSetup
            onEnabled={() => {
              void me.refetch().then(() => navigate('/staff'));
            }}
          />
        )}
      </Card>
    </div>
  );
}
