import { Button, Col, Divider, Flex, Result, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { catalogue } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { useDashboardContent } from '../api/use-dashboard-data';
import { useEvent } from '../api/use-event';
import { DATE_LONG_FORMAT } from '../model/dashboard';
import { LOAD_STEPS } from '../model/load-progress';
import { AnalyticsCards } from './AnalyticsCards';
import { EventCountdown } from './EventCountdown';
import { LoadProgress } from './LoadProgress';
import { NotesPanel } from './NotesPanel';
import { RefreshButton } from './RefreshButton';
import { SetupTiles } from './SetupTiles';
import { StateButtons } from './StateButtons';

type Props = { eventId: string; uid: string; onSwitchEvent: () => void };

/** The selected event's dashboard (spec 000 section 2.9): the event on the left, its analytics on the right (stacked on narrow screens). */
export function DashboardScreen({ eventId, uid, onSwitchEvent }: Props) {
  const event = useEvent(eventId);
  const role = useEventRole(eventId, uid);
  const content = useDashboardContent(eventId);
  const navigate = useNavigate();
  const switchButton = <Button onClick={onSwitchEvent}>Switch event</Button>;
  if (event.status === 'pending' || role.status === 'pending' || content.done.size < LOAD_STEPS.length) return <LoadProgress done={content.done} />;
  if (event.status === 'error') return <ErrorAlert error={event.error} action={switchButton} />;
  if (!event.data) return <Result status="warning" title={catalogue['no-event-found']} extra={switchButton} />;
  if (role.status === 'error') return <ErrorAlert error={role.error} action={switchButton} />;
  // Producers and owners edit; everyone else with access sees the dashboard read-only.
  const canEdit = roleAtLeast(role.data, 'producer');
  const { title, slug, date, state } = event.data;

  return (
    <Row gutter={[32, 32]}>
      <Col xs={24} xl={12}>
        <Flex vertical gap={16} style={{ maxWidth: 720 }}>
          <section aria-labelledby="dashboard-title">
            <PageHeading>
              <span id="dashboard-title">{title || 'Untitled event'}</span>
            </PageHeading>
            {date && <Typography.Paragraph>{dayjs(date).format(DATE_LONG_FORMAT)}</Typography.Paragraph>}
            <EventCountdown date={date} />
          </section>
          <Divider style={{ margin: 0 }} />
          <StateButtons eventId={eventId} state={state} canEdit={canEdit} />
          <div>
            <RefreshButton eventId={eventId} canEdit={canEdit} />
          </div>
          <SetupTiles counts={content.counts} setup={content.setup} />
          <div>
            <Button
              type="primary"
              href="/livetool"
              onClick={(click) => {
                click.preventDefault();
                void navigate('/livetool');
              }}
            >
              Livetool
            </Button>
          </div>
          <NotesPanel eventId={eventId} canEdit={canEdit} />
        </Flex>
      </Col>
      <Col xs={24} xl={12}>
        <AnalyticsCards eventId={eventId} eventTitle={title} slug={slug} />
      </Col>
    </Row>
  );
}
