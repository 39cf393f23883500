/** The poll changes (spec 001 sections 7 and 8); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { PollInput } from '@domain/polls/poll-input';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export type PollSave = { pollId?: string; poll: PollInput };

export function useSavePoll(eventId: string, callbacks: OperationCallbacks<{ pollId: string }, PollSave> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ pollId, poll }: PollSave) => backend.call('savePoll', { eventId, poll, ...(pollId ? { pollId } : {}) }),
    ...callbacks,
  });
}

export function useDeletePoll(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (pollId: string) => backend.call('deletePoll', { eventId, pollId }), ...callbacks });
}

/** The console's Activate and Hide (spec 001 section 4.2). */
export function usePollSwitch(eventId: string, streamId: string, callbacks: OperationCallbacks<unknown, { pollId: string; activate: boolean }> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ pollId, activate }: { pollId: string; activate: boolean }) => backend.call(activate ? 'activatePoll' : 'hidePoll', { eventId, streamId, pollId }),
    ...callbacks,
  });
}

export function useRotateEncoderLink(eventId: string, callbacks: OperationCallbacks<{ token: string }, { replacing: boolean }> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (_: { replacing: boolean }) => backend.call('rotateEncoderLink', { eventId }), ...callbacks });
}
