import { Avatar, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { inviteMessages } from '@domain/invites/invite';
import { ROLES, type Role } from '@domain/permissions/roles';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { PresenceDot } from '@/ui/PresenceDot';
import { useToasts } from '@/ui/use-toasts';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberPermission } from '../api/update-member-permission';
import { useMembers } from '../api/use-members';
import { isMemberEditable, lastSeenLabel, memberName, type Member } from '../model/member';
import { MemberProfileDialog } from './MemberProfileDialog';
import { MemberRowActions } from './MemberRowActions';
import { TableEmpty } from '@/ui/TableEmpty';

const roleOptions = ROLES.map((role) => ({ value: role, label: role }));

/** The members of an organisation with their roles and presence, for its owners (spec 000 section 2.7). */
export function MembersTable({ organizationId, callerUid }: { organizationId: string; callerUid: string }) {
  const members = useMembers(organizationId);
  const toasts = useToasts();
  const onError = (error: unknown) => toasts.failure(error);
  const updatePermission = useUpdateMemberPermission(organizationId, { onSuccess: () => toasts.success(inviteMessages.permissionUpdated), onError });
  const removeMember = useRemoveMember(organizationId, { onSuccess: () => toasts.success(inviteMessages.memberRemoved), onError });
  const [profileOf, setProfileOf] = useState<Member | null>(null);

  if (members.status === 'pending') return <PageSpinner label="Loading members" />;
  if (members.status === 'error') return <ErrorAlert error={members.error} />;

  const savingFor = updatePermission.isPending ? updatePermission.variables.uid : null;
  const columns: TableColumnsType<Member> = [
    {
      key: 'avatar',
      title: <VisuallyHidden>Avatar</VisuallyHidden>,
      width: 72,
      render: (_, member) => <MemberAvatar member={member} />,
    },
    {
      key: 'name',
      title: 'Name',
      render: (_, member) => (
        <Flex vertical>
          <Typography.Text strong>{memberName(member)}</Typography.Text>
          {member.email && member.email !== memberName(member) && <Typography.Text type="secondary">{member.email}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'permission',
      title: 'Permission',
      width: 180,
      render: (_, member) =>
        isMemberEditable(member, callerUid) ? (
          <Select<Role>
            aria-label={`Permission for ${memberName(member)}`}
            value={member.permission}
            options={roleOptions}
            loading={savingFor === member.uid}
            disabled={savingFor === member.uid}
            onChange={(permission) => updatePermission.mutate({ uid: member.uid, permission })}
            style={{ width: 140 }}
          />
        ) : (
          <Typography.Text>{member.permission}</Typography.Text>
        ),
    },
    { key: 'lastSeen', title: 'Last seen', render: (_, member) => lastSeenLabel(member) },
    {
      key: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 64,
      render: (_, member) => (
        <MemberRowActions
          name={memberName(member)}
          deletable={isMemberEditable(member, callerUid)}
          onProfile={() => setProfileOf(member)}
          onDelete={() => removeMember.mutate(member.uid)}
        />
      ),
    },
  ];

  return (
    <>
      <Table<Member>
        rowKey="uid"
        columns={columns}
        dataSource={members.data}
        locale={{ emptyText: <TableEmpty>No members</TableEmpty> }}
        pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
      />
      <MemberProfileDialog member={profileOf} onClose={() => setProfileOf(null)} />
    </>
  );
}

function MemberAvatar({ member }: { member: Member }) {
  const initial = memberName(member).charAt(0).toUpperCase();
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <Avatar src={member.thumbnail || undefined} alt="">
        {initial}
      </Avatar>
      <PresenceDot state={member.state} style={{ position: 'absolute', right: -2, bottom: -2 }} />
    </span>
  );
}
