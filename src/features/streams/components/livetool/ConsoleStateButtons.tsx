import { App, Button, Flex } from 'antd';
import { EVENT_STATES, type EventState } from '@domain/events/event-rules';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import type { Stream } from '@domain/streams/stream';
import { useConsoleEventState } from '../../api/console-calls';
import { useStreamToasts } from '../use-stream-toasts';

/**
 * The event state buttons of the console's top bar (spec 001 section 4.1): the current state
 * highlighted, any other after "Change states?". During a rehearsal they play with the
 * rehearsal's own state; the server decides which.
 */
export function ConsoleStateButtons({ eventId, stream, eventState }: { eventId: string; stream: Stream; eventState: EventState | null }) {
  const { modal } = App.useApp();
  const toasts = useStreamToasts();
  const change = useConsoleEventState(eventId, stream.id, { onError: toasts.onError });
  const current = stream.rehearsal ? stream.rehearsalState : eventState;
  const confirm = (next: EventState) =>
    modal.confirm({
      title: livetoolMessages.changeStates,
      content: stream.rehearsal ? livetoolMessages.changeStatesRehearsalHint(next) : livetoolMessages.changeStatesHint(next),
      okText: 'Yes',
      cancelText: 'No',
      // Closed at once: the button shows the change going on, a failure comes as a toast.
      onOk: () => change.mutate(next),
    });
  return (
    <Flex gap={4} wrap role="group" aria-label={stream.rehearsal ? 'Event state (rehearsal)' : 'Event state'}>
      {EVENT_STATES.map((state) => (
        <Button
          key={state}
          size="small"
          type={state === current ? 'primary' : 'default'}
          aria-pressed={state === current}
          loading={change.isPending && change.variables === state}
          onClick={() => state !== current && confirm(state)}
        >
          {state}
        </Button>
      ))}
    </Flex>
  );
}
