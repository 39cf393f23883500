import { Avatar, Button, Flex, Popconfirm, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { roleAtLeast } from '@domain/permissions/roles';
import { presenterMessages } from '@domain/presenters/presenter';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useDeletePresenter } from '../api/presenter-mutations';
import { usePresenters } from '../api/use-presenters';
import type { Presenter } from '../model/presenter-row';
import { PresenterDialog } from './PresenterDialog';

/** /presenters (spec 002 section 2): the event's presenters; owners add and delete, producers edit. */
export function PresentersScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const canCreate = role.status === 'success' && roleAtLeast(role.data, 'owner');
  const presenters = usePresenters(eventId);
  const toasts = useToasts();
  const remove = useDeletePresenter(eventId, {
    onSuccess: () => toasts.success(presenterMessages.deleted),
    onError: (error) => toasts.failure(error, { prefix: presenterMessages.deleteFailed }),
  });
  // undefined: closed; null: adding; a presenter: editing it.
  const [editing, setEditing] = useState<Presenter | null | undefined>(undefined);

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Presenters</PageHeading>
        {canCreate && (
          <Button type="primary" onClick={() => setEditing(null)}>
            Add presenter
          </Button>
        )}
      </Flex>
      {presenters.status === 'error' && <ErrorAlert error={presenters.error} />}
      <Table<Presenter>
        rowKey="id"
        loading={presenters.status === 'pending'}
        dataSource={presenters.data ?? []}
        locale={{ emptyText: <TableEmpty>{presenterMessages.none}</TableEmpty> }}
        pagination={{ position: ['bottomCenter'] }}
        columns={[
          {
            key: 'image',
            title: 'Image',
            render: (_, p) =>
              p.thumbnail?.url ? (
                <Avatar src={p.thumbnail.url} alt={p.name} size={48} />
              ) : (
                <Avatar size={48} aria-hidden>
                  {p.name.trim().charAt(0).toUpperCase()}
                </Avatar>
              ),
          },
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'organisation', title: 'Organisation', dataIndex: 'organisation' },
          { key: 'created', title: 'Created', render: (_, p) => (p.createdAt ? dayjs(p.createdAt).format('HH:mm - DD.MM.YYYY') : '') },
          {
            key: 'action',
            title: 'Action',
            render: (_, p) => (
              <Space>
                <Button onClick={() => setEditing(p)} disabled={!canEdit} aria-label={`Edit presenter ${p.name}`}>
                  Edit presenter
                </Button>
                {canCreate && (
                  <Popconfirm
                    title="Are you sure you want to delete this presenter?"
                    okText="Yes"
                    cancelText="No"
                    onConfirm={() => remove.mutate(p.id)}
                  >
                    <Button danger aria-label={`Delete ${p.name}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PresenterDialog eventId={eventId} open={editing !== undefined} presenter={editing ?? null} onClose={() => setEditing(undefined)} />
    </section>
  );
}
