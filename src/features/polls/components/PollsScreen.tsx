import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { pollLink, pollMessages, POLL_TYPE_LABELS, type Poll } from '@domain/polls/poll';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { messageForError } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useDeletePoll } from '../api/poll-mutations';
import { usePolls } from '../api/use-polls';
import { EncoderLinkPanel } from './EncoderLinkPanel';
import { PollEditorDialog } from './PollEditorDialog';
import { PollResultsDialog } from './PollResultsDialog';

const created = (p: Poll) => p.createdAt?.getTime() ?? 0;

/** /polls (spec 001 section 2.8): the event's polls; producers create, edit, export and delete them. */
export function PollsScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const { message } = App.useApp();
  const role = useEventRole(eventId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const polls = usePolls(eventId);
  const toasts = useToasts();
  const remove = useDeletePoll(eventId, {
    onSuccess: () => toasts.success(pollMessages.deleted),
    onError: (error) => toasts.failure(error, { prefix: pollMessages.deleteFailed }),
  });
  // undefined: closed; null: creating; a poll: editing it.
  const [editing, setEditing] = useState<Poll | null | undefined>(undefined);
  const [results, setResults] = useState<Poll | null>(null);

  const copyLink = async (poll: Poll) => {
    try {
      await navigator.clipboard.writeText(pollLink(window.location.origin, eventId, poll.id));
      void message.success('Copied to clipboard.');
    } catch (error) {
      void message.error(messageForError(error));
    }
  };

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Polls</PageHeading>
        <Flex gap={8} wrap align="center">
          {canEdit && <EncoderLinkPanel eventId={eventId} />}
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(null)}>
              Create poll
            </Button>
          )}
        </Flex>
      </Flex>
      {polls.status === 'error' && <ErrorAlert error={polls.error} />}
      <Table<Poll>
        rowKey="id"
        loading={polls.status === 'pending'}
        dataSource={polls.data ?? []}
        locale={{ emptyText: <TableEmpty>{pollMessages.none}</TableEmpty> }}
        pagination={{ position: ['bottomCenter'] }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'question', title: 'Question', dataIndex: 'question' },
          { key: 'type', title: 'Type', render: (_, p) => POLL_TYPE_LABELS[p.type] },
          {
            key: 'created',
            title: 'Created',
            sorter: (a, b) => created(a) - created(b),
            render: (_, p) => (p.createdAt ? dayjs(p.createdAt).format('HH:mm - DD.MM.YYYY') : ''),
          },
          {
            key: 'action',
            title: 'Action',
            fixed: 'right',
            render: (_, p) => (
              <Space wrap>
                <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyLink(p)} aria-label={`Copy the link of ${p.question}`}>
                  Link
                </Button>
                <Button onClick={() => setResults(p)} aria-label={`Results and export of ${p.question}`}>
                  Export
                </Button>
                <Button onClick={() => setEditing(p)} disabled={!canEdit} aria-label={`Edit ${p.question}`}>
                  Edit
                </Button>
                {canEdit && (
                  <Popconfirm title={pollMessages.deleteConfirm} okText="Yes" cancelText="No" onConfirm={() => remove.mutate(p.id)}>
                    <Button danger aria-label={`Delete ${p.question}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PollEditorDialog eventId={eventId} open={editing !== undefined} poll={editing ?? null} onClose={() => setEditing(undefined)} />
      <PollResultsDialog eventId={eventId} poll={results} onClose={() => setResults(null)} />
    </section>
  );
}
