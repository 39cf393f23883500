import { Button, Empty, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { PageSpinner } from '../../../ui/PageSpinner';
import { StateTag } from '../../../ui/StateTag';
import { useMyEvents } from '../api/get-my-events';
import { isEventReady, type EventSummary } from '../model/event';

/** "My events" (spec 000 section 2.2): the events the user can open; the full table comes later. */
export function MyEventsScreen({ uid, onOpenEvent }: { uid: string; onOpenEvent: (eventId: string) => void }) {
  const events = useMyEvents(uid);
  return (
    <section>
      <PageHeading>My events</PageHeading>
      {events.status === 'pending' && <PageSpinner label="Loading events" />}
      {events.status === 'error' && <ErrorAlert error={events.error} />}
      {events.status === 'success' && events.data.length === 0 && <Empty description="No events yet" />}
      {events.status === 'success' && events.data.length > 0 && (
        <ul aria-label="Events" style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 800 }}>
          {events.data.map((event) => (
            <EventRow key={event.id} event={event} onOpen={() => onOpenEvent(event.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventRow({ event, onOpen }: { event: EventSummary; onOpen: () => void }) {
  const title = event.title || 'Untitled event';
  return (
    <li style={{ borderBottom: '1px solid #f0f0f0', padding: '12px 0' }}>
      <Flex align="center" gap={12} wrap>
        {isEventReady(event) ? (
          <Button type="link" onClick={onOpen} style={{ padding: 0, fontSize: 16 }}>
            {title}
          </Button>
        ) : (
          <Flex align="center" gap={8}>
            <Typography.Text strong>{title}</Typography.Text>
            <Spin size="small" aria-hidden />
            <Typography.Text>Creating event...</Typography.Text>
          </Flex>
        )}
        <StateTag state={event.state} />
        {event.date && <Typography.Text>{dayjs(event.date).format('HH:mm - DD.MM.YYYY')}</Typography.Text>}
      </Flex>
    </li>
  );
}
