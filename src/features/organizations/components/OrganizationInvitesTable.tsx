import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Table, Tag, type TableColumnsType } from 'antd';
import { inviteMessages } from '@domain/invites/invite';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useToasts } from '@/ui/use-toasts';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useDeleteInvite } from '../api/delete-invite';
import { useOrganizationInvites } from '../api/use-organization-invites';
import { inviteName, inviteStatusLabel, type OrganizationInvite } from '../model/organization-invite';
import { TableEmpty } from '@/ui/TableEmpty';

/** The invites sent for an organisation, for its owners, who may withdraw them (spec 000 section 2.7). */
export function OrganizationInvitesTable({ organizationId }: { organizationId: string }) {
  const invites = useOrganizationInvites(organizationId);
  const toasts = useToasts();
  const deleteInvite = useDeleteInvite({ onSuccess: () => toasts.success(inviteMessages.deleted), onError: (error) => toasts.failure(error) });
  const { modal } = App.useApp();

  if (invites.status === 'pending') return <PageSpinner label="Loading invites" />;
  if (invites.status === 'error') return <ErrorAlert error={invites.error} />;

  const confirmRemove = (invite: OrganizationInvite) =>
    modal.confirm({
      title: `Remove the invite for ${inviteName(invite)}?`,
      content: 'The link in the invitation email stops working.',
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () => deleteInvite.mutate(invite.id),
    });

  const columns: TableColumnsType<OrganizationInvite> = [
    { key: 'name', title: 'Name', render: (_, invite) => inviteName(invite) },
    {
      key: 'status',
      title: 'Status',
      render: (_, invite) => <Tag color={invite.accepted ? 'green' : 'default'}>{inviteStatusLabel(invite)}</Tag>,
    },
    {
      key: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 64,
      render: (_, invite) => (
        <Dropdown trigger={['click']} menu={{ items: [{ key: 'remove', label: 'Remove', danger: true }], onClick: () => confirmRemove(invite) }}>
          <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={`Actions for the invite to ${inviteName(invite)}`} />
        </Dropdown>
      ),
    },
  ];

  return (
    <Table<OrganizationInvite>
      rowKey="id"
      columns={columns}
      dataSource={invites.data}
      locale={{ emptyText: <TableEmpty>No invites</TableEmpty> }}
      pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
    />
  );
}
