import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Stream } from '@domain/streams/stream';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { useOpenStudio } from '../api/transcoder-actions';
import { useStreamAction, useStreamToasts } from './use-stream-toasts';
import { formatWatchTime } from '../model/stream-row';

/** The VOD's Studio tab: its recording, Processing until the recording is ready, and the way into the studio. */
export function StudioTab({ eventId, stream, canRun }: { eventId: string; stream: Stream; canRun: boolean }) {
  const navigate = useNavigate();
  const studio = useOpenStudio(eventId, stream.id, { onSuccess: ({ vodId }) => navigate(`/video/${encodeURIComponent(vodId)}/edit`), onError: useStreamToasts().onError });
  const retry = useStreamAction(eventId, stream.id, 'createRecording');

  if (!stream.masterVideo && stream.masterError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="The recording could not be made."
        description={stream.masterError}
        action={
          canRun && stream.wowzaID ? (
            <Button loading={retry.isPending} onClick={() => retry.mutate()}>
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (!stream.masterVideo) {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: 24 }} role="status">
        <Spin aria-hidden />
        <Typography.Text>Processing: the recording is being made.</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <StreamPlayer src={stream.masterVideo.url} title={`Recording of ${stream.title || 'the stream'}`} audioOnly={stream.type === 'audio'} />
      <Typography.Text type="secondary">Length: {formatWatchTime(stream.masterVideo.duration)}</Typography.Text>
      {canRun && (
        <Button type="primary" style={{ alignSelf: 'start' }} loading={studio.isPending} onClick={() => studio.mutate()}>
          Open in the studio
        </Button>
      )}
    </Flex>
  );
}
