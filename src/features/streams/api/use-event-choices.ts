import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';

export type Choice = { value: string; label: string };

function useChoices(path: string, fallback: string) {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path });
  const choices: Choice[] =
    live.status === 'success'
      ? live.data.map((doc) => {
          const name = [doc.data?.title, doc.data?.name].find((v) => typeof v === 'string' && v.trim() !== '');
          return { value: doc.id, label: typeof name === 'string' ? name : `${fallback} ${doc.id.slice(0, 6)}` };
        })
      : [];
  return { choices, loading: live.status === 'pending' };
}

/** The chats and decks a stream can use: those the event has. */
export function useEventChoices(eventId: string) {
  return { chats: useChoices(`events/${eventId}/chats`, 'Chat'), decks: useChoices(`events/${eventId}/decks`, 'Deck') };
}
