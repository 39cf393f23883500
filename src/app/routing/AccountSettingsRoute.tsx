import type { AuthUser } from '@/backend/port';
import { AccountSettingsScreen } from '@/features/account/components/AccountSettingsScreen';
import { useSignedOutCleanup } from '../session/use-sign-out-flow';

/** The account settings page composed with the app's clean-up for when this session ends there. */
export function AccountSettingsRoute({ user }: { user: AuthUser }) {
  const cleanup = useSignedOutCleanup();
  return <AccountSettingsScreen user={user} onSignedOut={cleanup} />;
}
