import { Button, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { catalogue } from '../../../lib/errors/error-catalogue';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { PageSpinner } from '../../../ui/PageSpinner';
import { StateTag } from '../../../ui/StateTag';
import { useEvent } from '../api/use-event';

/** The selected event's home until the dashboard of spec 000 section 2.9 arrives. */
export function DashboardPlaceholder({ eventId, onSwitchEvent }: { eventId: string; onSwitchEvent: () => void }) {
  const event = useEvent(eventId);
  const switchButton = <Button onClick={onSwitchEvent}>Switch event</Button>;
  if (event.status === 'pending') return <PageSpinner label="Loading event" />;
  if (event.status === 'error') return <ErrorAlert error={event.error} action={switchButton} />;
  if (!event.data) return <Result status="warning" title={catalogue['no-event-found']} extra={switchButton} />;
  return (
    <section>
      <PageHeading>{event.data.title || 'Untitled event'}</PageHeading>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateTag state={event.data.state} />
        {event.data.date && <Typography.Text>{dayjs(event.data.date).format('dddd, MMMM D, YYYY HH:mm')}</Typography.Text>}
      </Space>
      <Typography.Paragraph>The event dashboard arrives with the events issue.</Typography.Paragraph>
    </section>
  );
}
