import { App, Flex, Switch } from 'antd';
import { useId } from 'react';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import type { Stream } from '@domain/streams/stream';
import { useSetRehearsal } from '../../api/console-calls';
import { useStreamToasts } from '../use-stream-toasts';

/**
 * The rehearsal switch of the console's top bar (issue 14). Starting one needs viewers off air;
 * leaving it asks first, since the console then starts clean. The server enforces both.
 */
export function RehearsalSwitch({ eventId, stream }: { eventId: string; stream: Stream }) {
  const { modal } = App.useApp();
  const toasts = useStreamToasts();
  const labelId = useId();
  const set = useSetRehearsal(eventId, stream.id, {
    onSuccess: (_, on) => toasts.success(on ? livetoolMessages.rehearsalStarted : livetoolMessages.rehearsalEnded),
    onError: toasts.onError,
  });
  const toggle = (on: boolean) => {
    if (on) return set.mutate(true);
    modal.confirm({
      title: 'Leave the rehearsal?',
      content: 'The console starts clean: PROGRAM hidden, the first slide next up, the stream off air and the event in its real state.',
      okText: 'Leave the rehearsal',
      cancelText: 'Stay',
      onOk: () => set.mutateAsync(false).catch(() => undefined),
    });
  };
  return (
    <Flex gap={8} align="center">
      <Switch aria-labelledby={labelId} checked={stream.rehearsal} loading={set.isPending} disabled={stream.vod} onChange={toggle} />
      <span id={labelId}>{livetoolMessages.rehearsal}</span>
    </Flex>
  );
}
