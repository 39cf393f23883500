import { App, Button, Flex } from 'antd';
import { EVENT_STATES, type EventState } from '@domain/events/event-rules';
import { messageForError } from '@/lib/errors/error-catalogue';
import { useChangeEventState } from '../api/event-actions';
import { dashboardMessages } from '../model/dashboard';

/** The state buttons of spec 000 section 4.1: the current one pressed, each change confirmed first. */
export function StateButtons({ eventId, state, canEdit }: { eventId: string; state: string | null; canEdit: boolean }) {
  const { modal, message } = App.useApp();
  const change = useChangeEventState(eventId);
  const confirm = (next: EventState) =>
    modal.confirm({
      title: dashboardMessages.stateConfirmTitle(next),
      content: dashboardMessages.stateConfirmHint,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => change.mutateAsync(next).catch((error: unknown) => void message.error(messageForError(error))),
    });

  return (
    <Flex gap={8} wrap role="group" aria-label="Event state">
      {EVENT_STATES.map((option) => (
        <Button
          key={option}
          type={option === state ? 'primary' : 'default'}
          aria-pressed={option === state}
          disabled={!canEdit}
          loading={change.isPending && change.variables === option}
          onClick={() => confirm(option)}
        >
          {option}
        </Button>
      ))}
    </Flex>
  );
}
