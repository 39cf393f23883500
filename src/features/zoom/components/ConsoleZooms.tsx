import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { activeInjects } from '@domain/polls/stream-injects';
import { STREAM } from '@domain/streams/stream';
import { zoomMessages, type ZoomMeeting } from '@domain/zoom/zoom-meeting';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useToasts } from '@/ui/use-toasts';
import { useZoomMeetings } from '../api/use-zoom-meetings';
import { useZoomSwitch } from '../api/zoom-mutations';

const toActiveZoom = (snap: DocSnapshot) => activeInjects(snap.exists ? (snap.data as Record<string, unknown>) : null).activeZoom;

/**
 * The console's Zooms tab (spec 001 sections 2.2 and 7): the event's meetings with Activate (the
 * join link reaches viewers in step with the video; only while live) and Open in Zoom.
 */
export function ConsoleZooms({ eventId, streamId, live }: { eventId: string; streamId: string; live: boolean }) {
  const backend = useBackend();
  const meetings = useZoomMeetings(eventId);
  const active = useMappedLive(useLiveDoc(backend.docs, STREAM(eventId, streamId)), toActiveZoom);
  const toasts = useToasts();
  const toggle = useZoomSwitch(eventId, streamId, { onError: (error) => toasts.failure(error) });

  if (meetings.status === 'error') return <ErrorAlert error={meetings.error} />;
  return (
    <Flex vertical gap={8}>
      {!live && <Alert type="info" showIcon title={zoomMessages.notLive} />}
      <List<ZoomMeeting>
        loading={meetings.status === 'pending'}
        dataSource={meetings.data ?? []}
        locale={{ emptyText: <Link to="/zoom">Currently the event has no Zoom meetings</Link> }}
        renderItem={(meeting) => {
          const isActive = active.data === meeting.id;
          return (
            <List.Item
              key={meeting.id}
              actions={[
                isActive ? (
                  <Button key="hide" disabled={!live || toggle.isPending} onClick={() => toggle.mutate(null)} aria-label={`Hide ${meeting.topic}`}>
                    Hide
                  </Button>
                ) : (
                  <Button key="activate" type="primary" disabled={!live || toggle.isPending} onClick={() => toggle.mutate(meeting.id)} aria-label={`Activate ${meeting.topic}`}>
                    Activate
                  </Button>
                ),
                <Typography.Link key="open" href={meeting.joinLink} target="_blank" rel="noopener noreferrer" aria-label={`Open ${meeting.topic} in Zoom`}>
                  <ExportOutlined aria-hidden /> Open in Zoom
                </Typography.Link>,
              ]}
            >
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{meeting.topic}</Typography.Text>
                <Typography.Text type="secondary">{meeting.meetingId}</Typography.Text>
                {isActive && <Tag color="red">Active</Tag>}
              </Flex>
            </List.Item>
          );
        }}
      />
    </Flex>
  );
}
