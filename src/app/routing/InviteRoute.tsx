import { useNavigate } from 'react-router';
import type { AuthUser } from '@/backend/port';
import { AcceptInviteScreen } from '@/features/invites/components/AcceptInviteScreen';
import { LoginScreen } from '@/features/auth/components/LoginScreen';
import { SignupScreen } from '@/features/auth/components/SignupScreen';
import { useSignOutFlow } from '../session/use-sign-out-flow';

/**
 * The accept-invite page composed with the auth forms (features do not import each other). Its
 * own chunk, so the sign-out flow stays off the sign-in route's first load.
 */
export function InviteRoute({ inviteId, email, user }: { inviteId: string; email: string; user: AuthUser | null }) {
  const navigate = useNavigate();
  const { signOut } = useSignOutFlow();
  // The invite link's own path: the link of the sign-up mail asked for here leads back to it.
  const continuePath = `/invite/${encodeURIComponent(inviteId)}/${encodeURIComponent(email)}`;
  return (
    <AcceptInviteScreen
      inviteId={inviteId}
      email={email}
      user={user}
      onAccepted={() => navigate('/')}
      onSignOut={signOut}
      renderAuth={(mode, inviteEmail, onSwitchMode) =>
        mode === 'sign-in' ? (
          <LoginScreen embedded={{ defaultEmail: inviteEmail, onSwitchMode }} />
        ) : (
          <SignupScreen embedded={{ defaultEmail: inviteEmail, onSwitchMode, continuePath }} />
        )
      }
    />
  );
}
