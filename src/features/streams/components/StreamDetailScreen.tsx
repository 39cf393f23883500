import { FileExclamationOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { roleAtLeast } from '@domain/permissions/roles';
import { streamMessages } from '@domain/streams/stream-messages';
import type { Stream } from '@domain/streams/stream';
import { useEventRole } from '@/lib/access/event-role';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { StatusPanel } from '@/ui/StatusPanel';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { useStream } from '../api/use-stream';
import { useUpdateStream } from '../api/update-stream';
import { streamErrorMessage } from '../model/stream-errors';
import { useStreamToasts } from './use-stream-toasts';
import { formOf, valuesOf, type StreamFormValues } from '../model/stream-form-values';
import { AnalyticsTab } from './AnalyticsTab';
import { EncoderTab } from './EncoderTab';
import { LiveControls } from './LiveControls';
import { StreamFormFields } from './StreamFormFields';
import { StreamTags } from './StreamTags';
import { StudioTab } from './StudioTab';

/** `presenters`: the stream's presenter links, shown to producers in a tab of a live stream (composed by the app). */
type Props = { eventId: string; streamId: string; uid: string; presenters?: ReactNode };

/**
 * /live/{liveID} (spec 001 section 2.4): a live stream's Information, Encoder, Analytics and
 * Playback tabs (Playback while it is live), or a VOD's Information, Studio and Analytics; the
 * header's transcoder control and Update; the removed states.
 */
export function StreamDetailScreen({ eventId, streamId, uid, presenters }: Props) {
  const role = useEventRole(eventId, uid);
  const stream = useStream(eventId, streamId);
  // Whether the stream, while it was here, was a VOD: a removed VOD says so.
  const [wasVod, setWasVod] = useState(false);
  if (stream.status === 'success' && stream.data?.vod && !wasVod) setWasVod(true);

  if (stream.status === 'pending') return <PageSpinner label="Loading the stream" />;
  if (stream.status === 'error') return <Alert type="error" showIcon role="alert" title={streamErrorMessage(stream.error)} />;
  if (!stream.data) {
    return <StatusPanel icon={<FileExclamationOutlined aria-hidden />} title={wasVod ? streamMessages.removedVod : streamMessages.removedStream} />;
  }
  const canRun = role.status === 'success' && roleAtLeast(role.data, 'producer');
  return <StreamDetail key={stream.data.id} eventId={eventId} stream={stream.data} canRun={canRun} presenters={canRun ? presenters : undefined} />;
}

function StreamDetail({ eventId, stream, canRun, presenters }: { eventId: string; stream: Stream; canRun: boolean; presenters?: ReactNode }) {
  const [form] = Form.useForm<StreamFormValues>();
  const toasts = useStreamToasts();
  const update = useUpdateStream(eventId, stream.id, { onSuccess: () => toasts.success(streamMessages.updated), onError: toasts.onError });
  const [tab, setTab] = useState('information');
  const playable = stream.live && stream.transcoderStatus === 'running' && stream.direct !== null;

  // A stream changed elsewhere shows its new values, unless this page has unsaved edits.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue(valuesOf(stream));
  }, [form, stream]);

  const information = (
    <Form<StreamFormValues>
      form={form}
      name="stream"
      layout="vertical"
      initialValues={valuesOf(stream)}
      onFinish={(values) => update.mutate(formOf(values), { onSuccess: () => form.resetFields() })}
      style={{ maxWidth: 640 }}
    >
      <StreamFormFields eventId={eventId} withDate disabled={!canRun} />
    </Form>
  );

  const items = stream.vod
    ? [
        { key: 'information', label: 'Information', children: information, forceRender: true },
        { key: 'studio', label: 'Studio', children: <StudioTab eventId={eventId} stream={stream} canRun={canRun} /> },
        { key: 'analytics', label: 'Analytics', children: <AnalyticsTab eventId={eventId} streamId={stream.id} /> },
      ]
    : [
        { key: 'information', label: 'Information', children: information, forceRender: true },
        { key: 'encoder', label: 'Encoder', children: <EncoderTab eventId={eventId} stream={stream} canRun={canRun} /> },
        { key: 'analytics', label: 'Analytics', children: <AnalyticsTab eventId={eventId} streamId={stream.id} /> },
        {
          key: 'playback',
          label: 'Playback',
          disabled: !playable,
          children: playable && <StreamPlayer src={stream.direct!} title={`Live playback of ${stream.title || 'the stream'}`} live audioOnly={stream.type === 'audio'} autoPlay />,
        },
        ...(presenters ? [{ key: 'presenters', label: 'Presenters', children: presenters }] : []),
      ];

  // A tab that is gone (Playback once the source stops, Encoder once it is a VOD) falls back to Information.
  const activeTab = items.some((item) => item.key === tab && !('disabled' in item && item.disabled)) ? tab : 'information';

  return (
    <section>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <PageHeading>{stream.title || 'Untitled stream'}</PageHeading>
          <StreamTags stream={stream} />
        </Flex>
        {canRun && (
          <Flex gap={8} wrap>
            <LiveControls eventId={eventId} stream={stream} />
            <Button onClick={() => form.submit()} loading={update.isPending}>
              Update
            </Button>
          </Flex>
        )}
      </Flex>
      {stream.vod && <Alert type="success" showIcon title={streamMessages.madeVod} style={{ margin: '12px 0' }} />}
      <Tabs activeKey={activeTab} onChange={setTab} items={items} />
    </section>
  );
}
