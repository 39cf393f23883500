/** The console's calls beyond the slides (issue 14): the rehearsal switch, the event state buttons and Mark chapter. */
import { useMutation } from '@tanstack/react-query';
import type { ApiOutput } from '@domain/api/contracts';
import type { EventState } from '@domain/events/event-rules';
import type { ChapterForm } from '@domain/livetool/chapter';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export function useSetRehearsal(eventId: string, streamId: string, callbacks: OperationCallbacks<unknown, boolean> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (on: boolean) => backend.call('setRehearsal', { eventId, streamId, on }), ...callbacks });
}

export function useConsoleEventState(eventId: string, streamId: string, callbacks: OperationCallbacks<ApiOutput<'changeEventState'>, EventState> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (state: EventState) => backend.call('changeEventState', { eventId, streamId, state }), ...callbacks });
}

export function useMarkChapter(eventId: string, streamId: string, callbacks: OperationCallbacks<ApiOutput<'markChapter'>, ChapterForm> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (chapter: ChapterForm) => backend.call('markChapter', { eventId, streamId, ...chapter }), ...callbacks });
}

export function useFinishPreview(eventId: string, streamId: string, callbacks: OperationCallbacks = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.call('finishPreview', { eventId, streamId }), ...callbacks });
}
