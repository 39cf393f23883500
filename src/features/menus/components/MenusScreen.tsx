import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { defaultMenu, menuMessages, type Menu } from '@domain/pages/menu';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useDeleteMenu, useSaveMenu } from '../api/menu-mutations';
import { useMenus } from '../api/use-menus';

export const LIST_DATE_FORMAT = 'HH:mm - DD.MM.YYYY';

/**
 * /menus (spec 002 sections 2 and 9): Name, Pages, Created and Action (Edit; Delete after a
 * confirmation). Create makes a menu with the spec's default name and colours and opens it.
 * Owners create and delete; producers edit.
 */
export function MenusScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const navigate = useNavigate();
  const role = useEventRole(eventId, uid);
  const canCreate = role.status === 'success' && roleAtLeast(role.data, 'owner');
  const menus = useMenus(eventId);
  const toasts = useToasts();
  const create = useSaveMenu(eventId, {
    onSuccess: ({ menuId }) => {
      toasts.success(menuMessages.created);
      void navigate(`/menu/${encodeURIComponent(menuId)}`);
    },
    onError: (error) => toasts.failure(error),
  });
  const remove = useDeleteMenu(eventId, { onSuccess: () => toasts.success(menuMessages.deleted), onError: (error) => toasts.failure(error) });

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Menus</PageHeading>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} loading={create.isPending} onClick={() => create.mutate({ menu: defaultMenu() })}>
            Create menu
          </Button>
        )}
      </Flex>
      {menus.status === 'error' && <ErrorAlert error={menus.error} />}
      <Table<Menu>
        rowKey="id"
        loading={menus.status === 'pending'}
        dataSource={menus.data ?? []}
        locale={{ emptyText: <TableEmpty>No menus</TableEmpty> }}
        pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: 'Name', render: (_, menu) => menu.name },
          { key: 'pages', title: 'Pages', render: (_, menu) => menu.pages.length },
          { key: 'created', title: 'Created', render: (_, menu) => (menu.createdAt ? dayjs(menu.createdAt).format(LIST_DATE_FORMAT) : '') },
          {
            key: 'action',
            title: 'Action',
            fixed: 'right',
            render: (_, menu) => (
              <Space wrap>
                <Link to={`/menu/${encodeURIComponent(menu.id)}`} aria-label={`Edit ${menu.name}`}>
                  <EditOutlined aria-hidden /> Edit
                </Link>
                {canCreate && (
                  <Popconfirm title={menuMessages.deleteConfirm} okText="Yes" cancelText="No" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(menu.id)}>
                    <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${menu.name}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
