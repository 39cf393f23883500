import { MUTES } from '@domain/chats/chat';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const senderKeys = (docs: DocSnapshot[]) => new Set(docs.map((d) => d.id));

/** The chat's muted senders, live: each mute document is named by the sender's key. */
export function useMutedSenders(eventId: string, chatId: string) {
  const backend = useBackend();
  const state = useLiveQuery(backend.docs, { path: MUTES(eventId, chatId) });
  return useMappedLive(state, senderKeys);
}
