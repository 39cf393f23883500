import { Alert, Descriptions } from 'antd';
import type { Stream } from '@domain/streams/stream';
import { useEncoderSettings } from '../../api/use-encoder-settings';
import { CopyField } from '../CopyField';

/**
 * Where the encoder publishes, in the console once the stream has a transcoder (issue 29): a
 * transcoder created from the console's own header needs no trip back to the picker or the
 * Encoder tab. The key and password show only when revealed, as the console may be on a shared screen.
 */
export function ConsoleEncoder({ eventId, stream }: { eventId: string; stream: Stream }) {
  const settings = useEncoderSettings(eventId, stream.id, stream.wowzaID !== null);
  if (settings.status === 'error') return <Alert type="error" showIcon title="The connection details could not be read." />;
  const details = settings.data;
  if (!stream.wowzaID || !details) return null;
  return (
    <Descriptions
      title="Encoder connection"
      size="small"
      column={1}
      style={{ marginTop: 12 }}
      items={[
        { key: 'rtmp', label: 'Ingest URL', children: <CopyField label="ingest URL" value={details.rtmp} /> },
        { key: 'key', label: 'Stream key', children: <CopyField label="stream key" value={details.streamName} secret /> },
        ...(details.username ? [{ key: 'user', label: 'Username', children: <CopyField label="username" value={details.username} /> }] : []),
        ...(details.password ? [{ key: 'password', label: 'Password', children: <CopyField label="password" value={details.password} secret /> }] : []),
      ]}
    />
  );
}
