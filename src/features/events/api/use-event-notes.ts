/** The event's notes (spec 000 sections 3 and 7.2): `notes/{eventId}`, created with a default when missing. */
import { useEffect, useState } from 'react';
import { useBackend } from '@/lib/backend-context';
import { errorCode } from '@/lib/errors/error-catalogue';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { NOTES_DEFAULT, notesPath, toEventNotes, type EventNotes } from '../model/dashboard';

/** `canCreate`: only editors create the missing document; others see the default until someone does. */
export function useEventNotes(eventId: string, canCreate: boolean): LiveState<EventNotes> & { save: (notes: string) => Promise<void> } {
  const backend = useBackend();
  const path = notesPath(eventId);
  const live = useLiveDoc(backend.docs, path);
  const missing = live.status === 'success' && !live.data.exists;
  const [createError, setCreateError] = useState<unknown>(null);

  useEffect(() => {
    if (!missing || !canCreate) return;
    backend.docs.create(path, { ...NOTES_DEFAULT }).catch((error: unknown) => {
      // Another editor created it first: their document arrives through the listener.
      if (errorCode(error) !== 'already-exists') setCreateError(error);
    });
  }, [backend, path, missing, canCreate]);

  const save = (notes: string) => backend.docs.update(path, { notes });
  if (createError) return { status: 'error', data: undefined, error: createError, save };
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error, save };
  if (live.status === 'pending') return { ...live, save };
  return { status: 'success', data: live.data.exists ? toEventNotes(live.data.data) : { ...NOTES_DEFAULT }, error: null, save };
}
