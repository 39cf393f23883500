import { Alert, App, Button, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { qualityLabel } from '@domain/streams/quality-label';
import { streamMessages } from '@domain/streams/stream-messages';
import { ENCODER_CONNECTED_TAG } from '@domain/streams/stream-tags';
import type { Stream } from '@domain/streams/stream';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { useFinishPreview } from '../../../api/console-calls';
import { useEncoderSettings } from '../../../api/use-encoder-settings';
import { PREVIEW_UPTIME_POLL_MS, useUptime } from '../../../api/use-uptime';
import { formatWatchTime } from '../../../model/stream-row';
import { CopyField } from '../../CopyField';
import { useStreamAction, useStreamToasts } from '../../use-stream-toasts';

const encoderConnected = <Tag color={ENCODER_CONNECTED_TAG.color}>{ENCODER_CONNECTED_TAG.label}</Tag>;

/**
 * Step 2, Connect to endpoint (spec 001 sections 2.1 and 9): where the encoder publishes, what
 * the transcoder receives (uptime polled every 3 s while a source publishes), a preview of the
 * stream, and Finish preview, which marks the stream previewed and opens its console.
 */
export function ConnectStep({ eventId, stream }: { eventId: string; stream: Stream }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const toasts = useStreamToasts();
  const settings = useEncoderSettings(eventId, stream.id, true);
  const running = stream.transcoderStatus === 'running';
  const uptime = useUptime(eventId, stream.id, running && stream.live, PREVIEW_UPTIME_POLL_MS);
  const start = useStreamAction(eventId, stream.id, 'startTranscoder');
  const finish = useFinishPreview(eventId, stream.id, { onSuccess: () => navigate(`/livetool/${encodeURIComponent(stream.id)}`), onError: toasts.onError });
  const bitrate = uptime.data?.bitsInKbps ?? stream.bitrateKbps;
  const quality = qualityLabel(stream.live, stream.live ? bitrate : null);

  const transcoder =
    stream.transcoderStatus === 'starting' ? (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" aria-hidden /> {streamMessages.transcoderStartingSpinner}: {streamMessages.transcoderStartingHint}
      </Flex>
    ) : running ? (
      <Tag color="green">Running</Tag>
    ) : (
      <Button
        loading={start.isPending}
        onClick={() => modal.confirm({ title: 'Start transcoder?', content: streamMessages.transcoderStartConfirm, okText: 'Start', cancelText: 'Cancel', onOk: () => start.mutate() })}
      >
        Start transcoder
      </Button>
    );
  const details = settings.data;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'transcoder', label: 'Transcoder', children: transcoder },
          ...(details
            ? [
                { key: 'rtmp', label: 'Ingest URL', children: <CopyField label="ingest URL" value={details.rtmp} /> },
                { key: 'key', label: 'Stream key', children: <CopyField label="stream key" value={details.streamName} /> },
                ...(details.username ? [{ key: 'user', label: 'Username', children: <CopyField label="username" value={details.username} /> }] : []),
                ...(details.password ? [{ key: 'password', label: 'Password', children: <CopyField label="password" value={details.password} /> }] : []),
              ]
            : []),
          { key: 'source', label: 'Source', children: stream.live ? encoderConnected : 'Waiting for your encoder to publish to the ingest URL with the stream key' },
          { key: 'quality', label: 'Quality', children: quality ? <Tag color={quality.color}>{quality.text}</Tag> : '—' },
          ...(stream.live
            ? [
                { key: 'bitrate', label: 'Input bitrate', children: bitrate === null ? '—' : `${Math.round(bitrate)} kbps` },
                { key: 'uptime', label: 'Uptime', children: uptime.data?.uptimeSeconds ? formatWatchTime(uptime.data.uptimeSeconds) : '—' },
              ]
            : []),
        ]}
      />
      {settings.status === 'error' && <Alert type="error" showIcon title="The connection details could not be read." />}
      {uptime.isError && <Alert type="warning" showIcon title="The encoder's metrics could not be read; they are asked for again every 3 s." />}
      {stream.live && stream.direct ? (
        <StreamPlayer src={stream.direct} title={`Preview of ${stream.title || 'the stream'}`} live autoPlay audioOnly={stream.type === 'audio'} />
      ) : (
        <Typography.Paragraph>{livetoolMessages.noSource}</Typography.Paragraph>
      )}
      <Flex justify="flex-end">
        <Button type="primary" loading={finish.isPending} onClick={() => finish.mutate()}>
          Finish preview
        </Button>
      </Flex>
    </Flex>
  );
}
