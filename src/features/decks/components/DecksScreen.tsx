import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { roleAtLeast } from '@domain/permissions/roles';
import { deckMessages, isMissing, type PresentIds } from '@domain/decks/deck';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useDeleteDeck } from '../api/deck-mutations';
import { useAgendaLinks, useDecks, usePresentations, useStreamCounts } from '../api/use-decks';
import type { Deck } from '../model/deck-row';
import { missingCount, presentPresentations } from '../model/missing-slides';
import { CreateDeckModal } from './CreateDeckModal';
import { DeckEditor } from './DeckEditor';
import './decks.css';

/** /decks (spec 002 section 2): the event's decks with their counts and agenda entries; create, edit and delete. */
export function DecksScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const canCreate = role.status === 'success' && roleAtLeast(role.data, 'owner');
  const decks = useDecks(eventId);
  const presentations = usePresentations(eventId);
  const streams = useStreamCounts(eventId);
  const agenda = useAgendaLinks(eventId);
  const toasts = useToasts();
  const remove = useDeleteDeck(eventId, {
    // Spec 002 section 8: shown as an error-style toast.
    onSuccess: () => toasts.error(deckMessages.deleted),
    onError: (error) => toasts.failure(error, { prefix: deckMessages.deleteFailed }),
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const editingDeck = decks.data?.find((d) => d.id === editing) ?? null;
  const present: PresentIds = useMemo(() => (presentations.status === 'success' ? new Set(presentations.data.map((p) => p.id)) : null), [presentations]);

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Decks</PageHeading>
        {canCreate && (
          <Button type="primary" onClick={() => setCreating(true)}>
            Create deck
          </Button>
        )}
      </Flex>
      {decks.status === 'error' && <ErrorAlert error={decks.error} />}
      <Table<Deck>
        rowKey="id"
        loading={decks.status === 'pending'}
        dataSource={decks.data ?? []}
        locale={{ emptyText: <TableEmpty>{deckMessages.noDecks}</TableEmpty> }}
        pagination={{ position: ['bottomCenter'] }}
        columns={[
          {
            key: 'thumb',
            title: 'Thumbnail',
            render: (_, d) => {
              const first = d.slides.find((s) => !isMissing(s, present));
              return first ? <img src={first.url} alt="" className="deck-thumb" /> : null;
            },
          },
          {
            key: 'title',
            title: 'Title',
            render: (_, d) => (
              <Flex vertical>
                <Typography.Text strong>{d.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {d.slides.length - missingCount(d, present)} slides · {presentPresentations(d, present).length} presentations ·{' '}
                  {streams.get(d.id) ?? 0} streams
                </Typography.Text>
                {missingCount(d, present) > 0 && (
                  <Tag color="error" icon={<WarningOutlined />} style={{ alignSelf: 'start' }}>
                    {missingCount(d, present)} missing slides
                  </Tag>
                )}
              </Flex>
            ),
          },
          {
            key: 'agenda',
            title: 'Agenda',
            render: (_, d) => (
              <Flex vertical>
                {(agenda.get(d.id) ?? []).map((item) => (
                  <Link key={item.id} to={`/agenda/${item.id}`}>
                    {item.title}
                  </Link>
                ))}
              </Flex>
            ),
          },
          { key: 'created', title: 'Created', render: (_, d) => (d.createdAt ? dayjs(d.createdAt).format('HH:mm - DD.MM.YYYY') : '') },
          {
            key: 'action',
            title: 'Action',
            render: (_, d) => (
              <Space>
                <Button onClick={() => setEditing(d.id)} disabled={!canEdit} aria-label={`Edit ${d.title}`}>
                  Edit
                </Button>
                {canCreate && (
                  <Popconfirm title="Are you sure you want to delete this deck?" okText="Yes" cancelText="No" onConfirm={() => remove.mutate(d.id)}>
                    <Button danger aria-label={`Delete ${d.title}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {creating && <CreateDeckModal eventId={eventId} uid={uid} presentations={presentations.data ?? []} onClose={() => setCreating(false)} />}
      {editingDeck && <DeckEditor key={editingDeck.id} eventId={eventId} deck={editingDeck} present={present} onClose={() => setEditing(null)} />}
    </section>
  );
}
