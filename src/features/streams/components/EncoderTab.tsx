import { Alert, Button, Descriptions, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import { qualityLabel } from '@domain/streams/quality-label';
import { streamMessages } from '@domain/streams/stream-messages';
import { ENCODER_CONNECTED_TAG } from '@domain/streams/stream-tags';
import type { Stream } from '@domain/streams/stream';
import { useStreamAction } from './use-stream-toasts';
import { useEncoderSettings } from '../api/use-encoder-settings';
import { useUptime } from '../api/use-uptime';
import { formatWatchTime } from '../model/stream-row';
import { CopyField } from './CopyField';

const encoderConnected = <Tag color={ENCODER_CONNECTED_TAG.color}>{ENCODER_CONNECTED_TAG.label}</Tag>;

function LatestEvent({ stream }: { stream: Stream }) {
  if (!stream.webhook) return <span>None yet</span>;
  return (
    <Flex vertical gap={2}>
      <span>
        {stream.webhook.objectType} · {stream.webhook.event}
      </span>
      {stream.webhook.message && <Typography.Text type={stream.webhook.event === 'error' ? 'danger' : 'secondary'}>{stream.webhook.message}</Typography.Text>}
    </Flex>
  );
}

/**
 * The Encoder tab (spec 001 section 2.4) by the transcoder's status: none, starting, or the
 * encoder's details; producers see where to publish (the ingest address and stream key) and
 * the source's real input bitrate, polled every 10 s while it publishes.
 */
export function EncoderTab({ eventId, stream, canRun }: { eventId: string; stream: Stream; canRun: boolean }) {
  const settings = useEncoderSettings(eventId, stream.id, canRun && stream.wowzaID !== null);
  const polling = canRun && stream.live && stream.transcoderStatus === 'running';
  const uptime = useUptime(eventId, stream.id, polling);
  const stop = useStreamAction(eventId, stream.id, 'stopTranscoder');
  const remove = useStreamAction(eventId, stream.id, 'deleteTranscoder');

  if (!stream.wowzaID) return <Alert type="info" showIcon title={streamMessages.transcoderNotCreated} description="Create one with Create transcoder above." />;
  if (stream.transcoderStatus === 'starting') {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: 24 }} role="status">
        <Spin aria-hidden />
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {streamMessages.transcoderStartingSpinner}
        </Typography.Title>
        <Typography.Text type="secondary">{streamMessages.transcoderStartingHint}</Typography.Text>
        <LatestEvent stream={stream} />
      </Flex>
    );
  }

  const bitrate = uptime.data?.bitsInKbps ?? stream.bitrateKbps;
  const label = qualityLabel(stream.live, stream.live ? bitrate : null);
  const running = stream.transcoderStatus === 'running';
  const items = [
    { key: 'status', label: 'Transcoder', children: <Tag color={running ? 'green' : 'default'}>{running ? 'Running' : 'Stopped'}</Tag> },
    { key: 'source', label: 'Source', children: stream.live ? encoderConnected : running ? 'Waiting for a source to publish' : 'Not receiving' },
    { key: 'quality', label: 'Quality', children: label ? <Tag color={label.color}>{label.text}</Tag> : '—' },
    ...(stream.live
      ? [
          { key: 'bitrate', label: 'Input bitrate', children: bitrate === null ? '—' : `${Math.round(bitrate)} kbps` },
          { key: 'uptime', label: 'Uptime', children: uptime.data?.uptimeSeconds ? formatWatchTime(uptime.data.uptimeSeconds) : '—' },
          { key: 'viewers', label: 'Viewers now', children: String(uptime.data?.uniqueViews ?? stream.uniqueViews ?? 0) },
        ]
      : []),
    ...(settings.status === 'success' && settings.data
      ? [
          { key: 'rtmp', label: 'Ingest URL', children: <CopyField label="ingest URL" value={settings.data.rtmp} /> },
          { key: 'key', label: 'Stream key', children: <CopyField label="stream key" value={settings.data.streamName} /> },
          ...(settings.data.username ? [{ key: 'user', label: 'Username', children: <CopyField label="username" value={settings.data.username} /> }] : []),
          ...(settings.data.password ? [{ key: 'password', label: 'Password', children: <CopyField label="password" value={settings.data.password} /> }] : []),
        ]
      : []),
    { key: 'event', label: 'Latest event', children: <LatestEvent stream={stream} /> },
  ];

  return (
    <Flex vertical gap={16}>
      {uptime.isError && <Alert type="warning" showIcon title="The encoder's metrics could not be read; they are asked for again every 10 s." />}
      <Descriptions bordered size="small" column={1} items={items} />
      {canRun && (
        <Flex gap={8} wrap>
          {running && (
            <Button loading={stop.isPending} onClick={() => stop.mutate()}>
              Stop transcoder
            </Button>
          )}
          <Popconfirm
            title="Delete transcoder?"
            description="Sources can no longer publish to it, and what it recorded is removed."
            okText="Yes"
            cancelText="No"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync().catch(() => undefined)}
          >
            <Button danger loading={remove.isPending}>
              Delete transcoder
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
}
