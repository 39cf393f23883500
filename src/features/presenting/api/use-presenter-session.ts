/**
 * What a presenter's page reads (issue 15), all through the link it holds: the server checks the
 * token on every read, and once the link is revoked or expires every one of these ends with
 * `permission-denied`, which the screen turns into the no-permission screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MESSAGES } from '@domain/chats/chat';
import { readProgram, type Program } from '@domain/livetool/program';
import { PRESENTER_MESSAGE_TYPES } from '@domain/permissions/link-roles';
import { PRESENTER_LINK, PRESENTER_USERS, readPresenterLink, type PresenterLink } from '@domain/presenting/presenter-link';
import { readPresenting, type Presenting } from '@domain/presenting/presenter-pool';
import { readStream, STREAM, type Stream } from '@domain/streams/stream';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type Credential = { linkId: string; token: string; eventId: string; streamId: string };

/** Hands the link's token to the backend; the reads below work once it has been accepted. */
export function useOpenPresenterLink(linkId: string, token: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['presenter-link-open', linkId, token],
    queryFn: async () => {
      await backend.links.open('presenter', linkId, token ?? '');
      return true;
    },
    enabled: token !== null && token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

/** The link's own document, live; null once it is gone. */
export function usePresenterLinkDoc(linkId: string, enabled: boolean): LiveState<PresenterLink | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, enabled ? PRESENTER_LINK(linkId) : null);
  return useMemo(() => {
    if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
    return { status: 'success', data: live.data.exists ? readPresenterLink(linkId, live.data.data as Record<string, unknown>) : null, error: null };
  }, [live, linkId]);
}

export type PresentingStream = { stream: Stream; program: Program; presenting: Presenting };

/** The link's stream: what is on PROGRAM, its pool and who is in control. */
export function usePresentingStream(eventId: string | null, streamId: string | null): LiveState<PresentingStream | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, eventId && streamId ? STREAM(eventId, streamId) : null);
  return useMemo(() => {
    if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
    const data = live.data.exists ? (live.data.data as Record<string, unknown>) : null;
    return { status: 'success', data: data ? { stream: readStream(live.data.id, data), program: readProgram(data), presenting: readPresenting(data) } : null, error: null };
  }, [live]);
}

/** Online / offline of each presenter of the stream, by link id. */
export function usePresenterStates(eventId: string | null, streamId: string | null): LiveState<Map<string, 'online' | 'offline'>> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, eventId && streamId ? { path: PRESENTER_USERS(eventId, streamId) } : null);
  return useMemo(() => {
    if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
    return { status: 'success', data: new Map(live.data.map((d: DocSnapshot) => [d.id, (d.data as { state?: unknown })?.state === 'online' ? 'online' : 'offline'])), error: null };
  }, [live]);
}

export type PresenterMessage = { id: string; username: string; text: string; at: Date | null };

/** The messages moderators routed to the presenter (spec 001 section 4.4), newest first; chatId null waits. */
export function usePresenterMessages(eventId: string, chatId: string | null): LiveState<PresenterMessage[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, chatId ? { path: MESSAGES(eventId, chatId), where: [{ field: 'type', op: 'in', value: [...PRESENTER_MESSAGE_TYPES] }] } : null);
  return useMemo(() => {
    if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
    const messages = live.data.map((d: DocSnapshot) => {
      const data = (d.data ?? {}) as Record<string, unknown>;
      const at = data.presenterDate instanceof Date ? data.presenterDate : data.createdAt instanceof Date ? data.createdAt : null;
      return { id: d.id, username: typeof data.username === 'string' && data.username !== '' ? data.username : 'Anonymous', text: typeof data.text === 'string' ? data.text : '', at };
    });
    return { status: 'success', data: messages.sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0)), error: null };
  }, [live]);
}

export type PresenterDeck = { id: string; title: string; slides: { url: string; aspectRatio: number; notes: string; missing: boolean }[] };

/** The link's deck and the stream's (Follow stream), asked again whenever the stream changes deck. */
export function usePresenterSlides(credential: Credential | null, streamDeckId: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['presenter-slides', credential?.linkId, credential?.token, streamDeckId],
    queryFn: async (): Promise<PresenterDeck[]> => (await backend.call('presenterSlides', credential!)).decks,
    enabled: credential !== null,
    staleTime: 60_000,
    retry: false,
  });
}
