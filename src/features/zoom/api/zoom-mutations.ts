/** The Zoom meeting changes (spec 001 sections 7 and 8); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { ZoomInput } from '@domain/zoom/zoom-meeting';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export function useAddZoomMeeting(eventId: string, callbacks: OperationCallbacks<unknown, ZoomInput> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (meeting: ZoomInput) => backend.call('addZoomMeeting', { eventId, meeting }), ...callbacks });
}

export function useDeleteZoomMeeting(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (meetingId: string) => backend.call('deleteZoomMeeting', { eventId, meetingId }), ...callbacks });
}

/** The console's Activate (and taking the meeting out again), only while live. */
export function useZoomSwitch(eventId: string, streamId: string, callbacks: OperationCallbacks<unknown, string | null> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: (meetingId: string | null) => (meetingId ? backend.call('activateZoom', { eventId, streamId, meetingId }) : backend.call('hideZoom', { eventId, streamId })),
    ...callbacks,
  });
}
