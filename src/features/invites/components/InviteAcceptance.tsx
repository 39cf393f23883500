import { Alert, App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { inviteMessages } from '@domain/invites/invite';
import { useAcceptInvite } from '../api/accept-invite';
import { inviteErrorText } from '../model/invite-errors';
import { AlreadyAccepted } from './AlreadyAccepted';
import { Progress } from './InvitePage';
import { VerifyFirst } from './VerifyFirst';

/**
 * Accepts the invite as soon as it shows, once: the ref outlives React's strict-mode remount, so
 * the effect running twice sends one request.
 */
export function InviteAcceptance({ inviteId, onAccepted }: { inviteId: string; onAccepted: (resourceId: string) => void }) {
  const { message } = App.useApp();
  const accept = useAcceptInvite({
    onSuccess: ({ resourceId }) => {
      void message.success(inviteMessages.accepted);
      onAccepted(resourceId);
    },
  });
  const { mutate } = accept;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(inviteId);
  }, [mutate, inviteId]);

  if (accept.isError) {
    const text = inviteErrorText(accept.error);
    if (text === inviteMessages.alreadyAccepted) return <AlreadyAccepted />;
    if (text === inviteMessages.verifyFirst) return <VerifyFirst />;
    return (
      <>
        <Alert type="error" showIcon role="alert" title={text} />
        <Button onClick={() => mutate(inviteId)}>Retry</Button>
      </>
    );
  }
  if (accept.isSuccess) return <Progress label={inviteMessages.accepted} />;
  return <Progress label="Accepting the invitation…" />;
}
