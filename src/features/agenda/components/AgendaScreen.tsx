import { Button, Flex, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { agendaMessages } from '@domain/agenda/agenda-item';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { Dialog } from '@/ui/Dialog';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useDeleteAgendaItem, useSaveAgendaItem } from '../api/agenda-mutations';
import { useAgenda, useDeckNames, usePresenterNames } from '../api/use-agenda';
import { presenterNames, tableDate, timeSpan, type AgendaItem } from '../model/agenda-row';
import { AgendaForm } from './AgendaForm';

const ADD_FORM = 'agenda-add-form';

/** /agenda (spec 002 section 2): the event's agenda newest first; owners add and delete, producers edit on /agenda/{id}. */
export function AgendaScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canCreate = role.status === 'success' && roleAtLeast(role.data, 'owner');
  const agenda = useAgenda(eventId);
  const presenters = usePresenterNames(eventId);
  const decks = useDeckNames(eventId);
  const toasts = useToasts();
  const save = useSaveAgendaItem(eventId, { onSuccess: (_, { itemId }) => toasts.success(itemId ? agendaMessages.updated : agendaMessages.added) });
  const remove = useDeleteAgendaItem(eventId, {
    onSuccess: () => toasts.success(agendaMessages.deleted),
    onError: (error) => toasts.failure(error, { prefix: agendaMessages.deleteFailed }),
  });
  const [adding, setAdding] = useState(false);
  const close = () => {
    save.reset();
    setAdding(false);
  };

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Agenda</PageHeading>
        {canCreate && (
          <Button type="primary" onClick={() => setAdding(true)}>
            Add agenda item
          </Button>
        )}
      </Flex>
      {agenda.status === 'error' && <ErrorAlert error={agenda.error} />}
      <Table<AgendaItem>
        rowKey="id"
        loading={agenda.status === 'pending'}
        dataSource={agenda.data ?? []}
        locale={{ emptyText: <TableEmpty>{agendaMessages.none}</TableEmpty> }}
        pagination={{ position: ['bottomCenter'] }}
        columns={[
          { key: 'title', title: 'Title', dataIndex: 'title' },
          { key: 'time', title: 'Time', render: (_, item) => timeSpan(item) },
          { key: 'presenters', title: 'Presenters', render: (_, item) => presenterNames(item, presenters.data ?? []) },
          { key: 'created', title: 'Created', render: (_, item) => tableDate(item.createdAt) },
          {
            key: 'action',
            title: 'Action',
            render: (_, item) => (
              <Space>
                <Link to={`/agenda/${item.id}`} aria-label={`Edit ${item.title}`}>
                  Edit
                </Link>
                {canCreate && (
                  <Popconfirm title="Are you sure you want to delete this agenda item?" okText="Yes" cancelText="No" onConfirm={() => remove.mutate(item.id)}>
                    <Button danger aria-label={`Delete ${item.title}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Dialog open={adding} title="Add agenda item" okText="Save" okButtonProps={{ htmlType: 'submit', form: ADD_FORM }} confirmLoading={save.isPending} onCancel={close}>
        <AgendaForm
          id={ADD_FORM}
          item={null}
          presenters={presenters.data ?? []}
          decks={decks.data ?? []}
          error={save.error}
          onSubmit={(item) => !save.isPending && save.mutate({ item }, { onSuccess: close })}
        />
      </Dialog>
    </section>
  );
}
