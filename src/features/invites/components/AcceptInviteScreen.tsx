import { Alert, Button, Flex, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { inviteMessages } from '@domain/invites/invite';
import type { AuthUser } from '@/backend/port';
import { useInvite } from '../api/get-invite';
import { inviteErrorText, isRetryable } from '../model/invite-errors';
import { AlreadyAccepted } from './AlreadyAccepted';
import { InviteAcceptance } from './InviteAcceptance';
import { InvitePage, Progress } from './InvitePage';
import { VerifyFirst } from './VerifyFirst';

export type AuthMode = 'sign-in' | 'sign-up';

export type AcceptInviteScreenProps = {
  inviteId: string;
  /** The email of the link, decoded; the server refuses it unless it is the invite's. */
  email: string;
  user: AuthUser | null;
  onAccepted: (resourceId: string) => void;
  onSignOut: () => void;
  /** The app's sign-in or sign-up form for `email`, with a control that calls `onSwitchMode`. */
  renderAuth: (mode: AuthMode, email: string, onSwitchMode: () => void) => ReactNode;
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The accept-invite page (spec 000 sections 2.3 and 4.4). */
export function AcceptInviteScreen({ inviteId, email, user, onAccepted, onSignOut, renderAuth }: AcceptInviteScreenProps) {
  const invite = useInvite({ inviteId, email });

  if (invite.status === 'pending') {
    return (
      <InvitePage>
        <Progress label="Loading invitation…" />
      </InvitePage>
    );
  }
  if (invite.status === 'error') {
    return (
      <InvitePage heading="Invitation">
        <Alert type="error" showIcon role="alert" title={inviteErrorText(invite.error)} />
        <Flex gap={16} align="center">
          {isRetryable(invite.error) && <Button onClick={() => void invite.refetch()}>Retry</Button>}
          <Link to="/">{user ? 'To Dashboard' : 'Sign in'}</Link>
        </Flex>
      </InvitePage>
    );
  }

  const { data } = invite;
  const heading = `${data.invitedBy} invited you to join ${data.organizationName}`;
  if (!user) return <SignedOut heading={heading} email={data.email} renderAuth={renderAuth} />;
  if (!sameEmail(user.email, data.email)) return <WrongUser onSignOut={onSignOut} />;
  return (
    <InvitePage heading={heading}>
      {!user.emailVerified ? (
        <VerifyFirst />
      ) : data.status === 'accepted' ? (
        <AlreadyAccepted />
      ) : (
        <InviteAcceptance key={`${inviteId}|${user.uid}`} inviteId={inviteId} onAccepted={onAccepted} />
      )}
    </InvitePage>
  );
}

function SignedOut({ heading, email, renderAuth }: { heading: string; email: string; renderAuth: AcceptInviteScreenProps['renderAuth'] }) {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const switchMode = useCallback(() => setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in')), []);
  return (
    <InvitePage heading={heading} below={renderAuth(mode, email, switchMode)}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {mode === 'sign-in' ? `Sign in as ${email} to accept the invitation.` : `Create an account for ${email} to accept the invitation.`}
      </Typography.Paragraph>
    </InvitePage>
  );
}

function WrongUser({ onSignOut }: { onSignOut: () => void }) {
  return (
    <InvitePage heading={inviteMessages.wrongUser}>
      <Typography.Paragraph style={{ margin: 0 }}>{inviteMessages.wrongUserHint}</Typography.Paragraph>
      <Flex gap={16} align="center">
        <Button type="primary" onClick={onSignOut}>
          Sign out
        </Button>
        <Link to="/">To Dashboard</Link>
      </Flex>
    </InvitePage>
  );
}
