import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { TableEmpty } from '@/ui/TableEmpty';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useEventAdmins, type EventAdmin } from '../api/use-event-admins';

/** Shown for a person whose email only the resource's owners may see. */
export const HIDDEN_EMAIL = 'Email visible to owners only';

type Props = { resourceId: string; caller: { uid: string; email: string | null } };

/** The event's admins by email with their roles (spec 000 section 6); the list's Delete stays disabled there. */
export function AdminsTable({ resourceId, caller }: Props) {
  const admins = useEventAdmins(resourceId, caller);
  if (admins.status === 'pending') return <PageSpinner label="Loading event admins" />;
  if (admins.status === 'error') return <ErrorAlert error={admins.error} />;

  const columns: TableColumnsType<EventAdmin> = [
    {
      key: 'email',
      title: 'Email',
      render: (_, admin) => (admin.email ? admin.email : <Typography.Text type="secondary">{HIDDEN_EMAIL}</Typography.Text>),
    },
    { key: 'permission', title: 'Role', dataIndex: 'permission', width: 140 },
    {
      key: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 110,
      render: (_, admin) => (
        <Button danger disabled aria-label={`Delete ${admin.email ?? 'admin'}`}>
          Delete
        </Button>
      ),
    },
  ];
  // Wrapped rather than scrolled: a scrolling Table adds a hidden measuring row that axe flags.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<EventAdmin>
        rowKey="uid"
        size="small"
        columns={columns}
        dataSource={admins.data}
        pagination={false}
        locale={{ emptyText: <TableEmpty>No event admins</TableEmpty> }}
      />
    </div>
  );
}
