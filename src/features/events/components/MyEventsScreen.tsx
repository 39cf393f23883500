import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { useToasts } from '@/ui/use-toasts';
import { useDeleteEvent } from '../api/delete-event';
import { useMyEvents } from '../api/get-my-events';
import { useMyAccess } from '../api/use-my-access';
import { searchRows, type CreatedEvent, type MyAccess } from '../model/my-event-row';
import { AddEventModal, type OrganizationChoice } from './AddEventModal';
import { DuplicateEventModal, type DuplicateSource } from './DuplicateEventModal';
import { EventSearch } from './EventSearch';
import { MyEventsTable } from './MyEventsTable';

const ownedOrganizations = (access: MyAccess): OrganizationChoice[] =>
  access.records
    .filter((r) => r.type === 'organization' && access.roles[r.id] === 'owner')
    .map((r) => ({ id: r.id, name: r.name || 'Organisation' }));

/** "My events" (spec 000 section 2.5) with the Add event and Duplicate event modals (section 2.8). */
export function MyEventsScreen({ uid, onOpenEvent }: { uid: string; onOpenEvent: (eventId: string) => void }) {
  const access = useMyAccess(uid);
  // Events created here are listed at once, before the server has given the user access to them.
  const [created, setCreated] = useState<CreatedEvent[]>([]);
  const events = useMyEvents(access.status === 'success' ? access.data : null, created);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [duplicating, setDuplicating] = useState<DuplicateSource | null>(null);
  const toasts = useToasts();
  const remove = useDeleteEvent({
    onSuccess: (_, eventId) => {
      toasts.success('Event deleted.');
      setCreated((list) => list.filter((c) => c.id !== eventId));
    },
    onError: (error) => toasts.failure(error),
  });

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      Add event
    </Button>
  );
  const error = access.status === 'error' ? access.error : events.status === 'error' ? events.error : null;
  const rows = events.status === 'success' ? events.data : null;

  return (
    <section>
      <Flex align="start" justify="space-between" gap={12} wrap>
        <PageHeading>My events</PageHeading>
        {rows && rows.length > 0 && addButton}
      </Flex>
      {error !== null && <ErrorAlert error={error} />}
      {error === null && !rows && <PageSpinner label="Loading events" />}
      {error === null && rows?.length === 0 && <Empty description="No events yet">{addButton}</Empty>}
      {error === null && rows && rows.length > 0 && (
        <Flex vertical gap={16}>
          <EventSearch rows={rows} value={search} onChange={setSearch} />
          <MyEventsTable
            rows={searchRows(rows, search)}
            search={search}
            onOpenEvent={onOpenEvent}
            onDelete={(eventId) => remove.mutate(eventId)}
            onDuplicate={(row) => setDuplicating({ id: row.id, title: row.title, language: row.language })}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        </Flex>
      )}
      {access.status === 'success' && (
        <AddEventModal
          open={adding}
          organizations={ownedOrganizations(access.data)}
          onClose={() => setAdding(false)}
          onCreated={(event) => setCreated((list) => [...list, event])}
        />
      )}
      <DuplicateEventModal source={duplicating} onClose={() => setDuplicating(null)} onDuplicated={(event) => setCreated((list) => [...list, event])} />
    </section>
  );
}
