import { Alert, App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { inviteMessages } from '@domain/invites/invite';
import type { AuthUser } from '@/backend/port';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useAcceptInvite } from '../api/accept-invite';
import { useDeclineInvite } from '../api/decline-invite';
import { useMyInvites } from '../api/use-my-invites';
import { inviteErrorText } from '../model/invite-errors';
import type { PendingInvite } from '../model/pending-invite';

/**
 * The signed-in user's pending invitations (spec 000 section 2.8), to accept or decline. Nothing
 * shows while there are none, or while the address is unverified (the server shows such a user
 * no invites). An answered card leaves at once; the live list drops it soon after.
 */
export function InvitationCards({ user }: { user: AuthUser }) {
  const invites = useMyInvites(user);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const answer = (id: string) => setAnswered((current) => new Set(current).add(id));

  if (invites.status === 'pending') return null;
  const pending = invites.status === 'success' ? invites.data.filter((invite) => !answered.has(invite.id)) : [];
  if (invites.status === 'success' && pending.length === 0) return null;

  return (
    <section aria-labelledby="invitations-heading" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="invitations-heading" style={{ fontSize: 18 }}>
        Invitations
      </Typography.Title>
      {invites.status === 'error' ? (
        <ErrorAlert error={invites.error} />
      ) : (
        <Flex component="ul" wrap gap={16} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pending.map((invite) => (
            <InvitationCard key={invite.id} invite={invite} onAnswered={() => answer(invite.id)} />
          ))}
        </Flex>
      )}
    </section>
  );
}

function InvitationCard({ invite, onAnswered }: { invite: PendingInvite; onAnswered: () => void }) {
  const { message } = App.useApp();
  const accept = useAcceptInvite({
    onSuccess: () => {
      void message.success(inviteMessages.accepted);
      onAnswered();
    },
  });
  const decline = useDeclineInvite({
    onSuccess: () => {
      void message.success(inviteMessages.declined);
      onAnswered();
    },
  });
  const busy = accept.isPending || decline.isPending;
  const error = accept.error ?? decline.error;

  return (
    <li style={{ width: 300 }} aria-label={`Invitation to ${invite.organizationName}`}>
      <Card title={invite.organizationName} size="small">
        <Flex vertical gap={12}>
          {invite.invitedBy && <Typography.Text>Invited by {invite.invitedBy}</Typography.Text>}
          {invite.permission && <Typography.Text>Permission: {invite.permission}</Typography.Text>}
          {error && <Alert type="error" showIcon role="alert" title={inviteErrorText(error)} />}
          <Flex gap={8}>
            <Button
              type="primary"
              loading={accept.isPending}
              disabled={busy}
              onClick={() => {
                decline.reset();
                accept.mutate(invite.id);
              }}
            >
              Accept
            </Button>
            <Popconfirm
              title="Decline this invitation?"
              okText="Yes"
              cancelText="No"
              onConfirm={() => {
                accept.reset();
                decline.mutate(invite.id);
              }}
            >
              <Button danger loading={decline.isPending} disabled={busy}>
                Decline
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}
