import { UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { inviteMessages } from '@domain/invites/invite';
import { roleAtLeast, type Role } from '@domain/permissions/roles';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { useMemberAccess } from '../api/use-member-access';
import { InviteDialog } from './InviteDialog';
import { MembersTable } from './MembersTable';
import { OrganizationInvitesTable } from './OrganizationInvitesTable';

/**
 * The members page, /member/{id} (spec 000 section 2.7): the organisation's members and invites,
 * shown to its owners only. Owners and producers may invite (section 6).
 */
export function MembersScreen({ organizationId, uid }: { organizationId: string; uid: string }) {
  const { name, role } = useMemberAccess(organizationId, uid);
  const [inviting, setInviting] = useState(false);

  if (name.status === 'error') {
    return (
      <section>
        <PageHeading>Members</PageHeading>
        <ErrorAlert error={name.error} />
      </section>
    );
  }

  const organizationName = name.status === 'success' ? name.data || 'Organisation' : null;
  const canInvite = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const ownersOnly = (content: () => ReactNode) => <OwnersOnly role={role}>{content}</OwnersOnly>;

  return (
    <section>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div>
          <PageHeading>{organizationName ?? 'Members'}</PageHeading>
          {role.status === 'success' && <Typography.Paragraph>Your permission: {role.data ?? 'none'}</Typography.Paragraph>}
        </div>
        {canInvite && (
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
            Add member
          </Button>
        )}
      </Flex>
      <Tabs
        items={[
          { key: 'members', label: 'Members', children: ownersOnly(() => <MembersTable organizationId={organizationId} callerUid={uid} />) },
          { key: 'invites', label: 'Invites', children: ownersOnly(() => <OrganizationInvitesTable organizationId={organizationId} />) },
        ]}
      />
      {organizationName !== null && canInvite && (
        <InviteDialog open={inviting} organizationId={organizationId} organizationName={organizationName} onClose={() => setInviting(false)} />
      )}
    </section>
  );
}

/** The tables are the owner's (section 6); the others see why they are empty. */
function OwnersOnly({ role, children }: { role: LiveState<Role | null>; children: () => ReactNode }) {
  if (role.status === 'pending') return <Typography.Paragraph role="status">LOADING</Typography.Paragraph>;
  if (role.status === 'error') return <ErrorAlert error={role.error} />;
  if (role.data !== 'owner') return <Typography.Paragraph>{inviteMessages.noPermission}</Typography.Paragraph>;
  return children();
}
