import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** An input poll's answers, for the export (producers). */
export function usePollAnswers(eventId: string, callbacks: OperationCallbacks<{ answers: { answer: string; at: number }[]; truncated: boolean }, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (pollId: string) => backend.call('pollAnswers', { eventId, pollId }), ...callbacks });
}
