import type { AuthUser } from '@/backend/port';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsPanel } from './SessionsPanel';

type Props = { user: AuthUser; onSignedOut: () => void };

/**
 * The account area's settings page (spec 000 section 2.2 shows only the heading SETTINGS; this
 * page is where a user keeps the account theirs): the password change and the sessions, with
 * "Sign out everywhere". `onSignedOut`: the app's clean-up once this browser's session ended.
 */
export function AccountSettingsScreen({ user, onSignedOut }: Props) {
  return (
    <>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>SETTINGS</h1>
      <ChangePasswordForm email={user.email} />
      <SessionsPanel onSignedOut={onSignedOut} />
    </>
  );
}
