/**
 * What the block editors offer to choose from: the event's presenters, chats, streams, videos
 * and polls, by id and name. A collection the event does not have yet is simply empty.
 */
import type { DocData, DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

export type Choice = { id: string; label: string; detail?: string; thumbnail?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nested = (value: unknown, key: string) => (value && typeof value === 'object' ? text((value as Record<string, unknown>)[key]) : '');

const MAPPERS = {
  presenters: (d: DocSnapshot<DocData>): Choice => ({ id: d.id, label: text(d.data?.name) || 'Unnamed presenter', detail: text(d.data?.organisation), thumbnail: nested(d.data?.thumbnail, 'url') }),
  chats: (d: DocSnapshot<DocData>): Choice => ({ id: d.id, label: text(d.data?.title) || 'Untitled chat' }),
  streams: (d: DocSnapshot<DocData>): Choice => ({ id: d.id, label: text(d.data?.title) || text(d.data?.name) || 'Untitled stream' }),
  videos: (d: DocSnapshot<DocData>): Choice => ({ id: d.id, label: nested(d.data?.metadata, 'title') || text(d.data?.title) || 'Untitled video' }),
  polls: (d: DocSnapshot<DocData>): Choice => ({ id: d.id, label: text(d.data?.question) || 'Untitled poll' }),
} as const;

export type ChoiceKind = keyof typeof MAPPERS;

const mappers = Object.fromEntries(Object.entries(MAPPERS).map(([kind, map]) => [kind, (docs: DocSnapshot<DocData>[]) => docs.map(map)])) as Record<ChoiceKind, (docs: DocSnapshot<DocData>[]) => Choice[]>;

export function useEventChoices(eventId: string, kind: ChoiceKind): LiveState<Choice[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: `events/${eventId}/${kind}` }), mappers[kind]);
}
