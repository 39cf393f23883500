import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LIVE_ACTION_LABELS, latestTranscoderEvent, liveActions, type LiveAction } from '@domain/streams/live-control';
import { streamMessages } from '@domain/streams/stream-messages';
import type { Stream } from '@domain/streams/stream';
import { useOpenStudio } from '../api/transcoder-actions';
import { useStreamAction, useStreamToasts } from './use-stream-toasts';
import { CreateTranscoderModal } from './CreateTranscoderModal';

/**
 * The control of spec 001 section 4.1: the next thing the operator can do with the stream's
 * transcoder, read from its state and latest event. Starting, stopping live and creating the
 * recording (which stops the transcoder) ask first; each dialog closes once confirmed, the
 * button showing the call's progress.
 */
export function LiveControls({ eventId, stream }: { eventId: string; stream: Stream }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const start = useStreamAction(eventId, stream.id, 'startTranscoder');
  const goLive = useStreamAction(eventId, stream.id, 'goLive');
  const stopLive = useStreamAction(eventId, stream.id, 'stopLive');
  const record = useStreamAction(eventId, stream.id, 'createRecording');
  const studio = useOpenStudio(eventId, stream.id, { onSuccess: ({ vodId }) => navigate(`/video/${encodeURIComponent(vodId)}/edit`), onError: useStreamToasts().onError });

  const button = (action: LiveAction) => {
    switch (action.kind) {
      case 'state':
        return (
          <Button key={action.label} disabled>
            {action.label}
          </Button>
        );
      case 'create-transcoder':
        return (
          <Button key={action.kind} type="primary" onClick={() => setCreating(true)}>
            {LIVE_ACTION_LABELS[action.kind]}
          </Button>
        );
      case 'start-transcoder':
        return (
          <Button
            key={action.kind}
            type="primary"
            loading={start.isPending}
            onClick={() =>
              modal.confirm({ title: 'Start transcoder?', content: streamMessages.transcoderStartConfirm, okText: 'Start', cancelText: 'Cancel', onOk: () => start.mutate() })
            }
          >
            {LIVE_ACTION_LABELS[action.kind]}
          </Button>
        );
      case 'go-live':
        return (
          <Button key={action.kind} type="primary" danger loading={goLive.isPending} onClick={() => goLive.mutate()}>
            {LIVE_ACTION_LABELS[action.kind]}
          </Button>
        );
      case 'stop-live':
        return (
          <Button
            key={action.kind}
            loading={stopLive.isPending}
            onClick={() =>
              modal.confirm({ title: 'Stop live?', content: streamMessages.stopLiveConfirm, okText: 'Stop live', cancelText: 'Cancel', onOk: () => stopLive.mutate() })
            }
          >
            {LIVE_ACTION_LABELS[action.kind]}
          </Button>
        );
      case 'create-recording':
        return (
          <Button
            key={action.kind}
            loading={record.isPending}
            onClick={() =>
              modal.confirm({
                title: 'Create recording?',
                content: 'This stops the transcoder; the stream becomes a VOD with what was recorded.',
                okText: 'Create recording',
                cancelText: 'Cancel',
                onOk: () => record.mutate(),
              })
            }
          >
            {LIVE_ACTION_LABELS[action.kind]}
          </Button>
        );
      case 'studio':
        return (
          <Button key={action.kind} type="primary" disabled={!stream.masterVideo} loading={studio.isPending} onClick={() => studio.mutate()}>
            {LIVE_ACTION_LABELS[action.kind]}
          </Button>
        );
    }
  };

  return (
    <>
      <Space wrap>{liveActions(stream, latestTranscoderEvent(stream)).map(button)}</Space>
      <CreateTranscoderModal eventId={eventId} streamId={stream.id} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
