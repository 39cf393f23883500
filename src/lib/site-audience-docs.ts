/**
 * Live reads of a site that is not open (issue 25): the matrix shares a chat, its messages and a
 * poll with anyone only while the event's site is open, so a viewer let in by a pass reads them
 * through the server's readSiteAudience, which checks the pass, every few seconds. Each read goes
 * to the documents first (members and open sites read them live, and the cue log stays live for
 * every viewer holding its key); only what the rules refuse goes through the server.
 */
import { audienceDataFromJson } from '@domain/pages/site-audience';
import type { QuerySpec } from '@domain/documents/query';
import type { BackendError } from '@domain/errors/backend-error';
import type { DocSnapshot, DocumentStore, QuerySnapshot, SiteBackend } from '@/backend/port';

type Docs = Pick<DocumentStore, 'subscribeDoc' | 'subscribeQuery'>;
type Answer = { id: string; data: Record<string, unknown> }[];

/** How often a pass holder's reads ask again. */
export const SITE_AUDIENCE_POLL_MS = 3_000;

const isDenied = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/** Reads directly; when refused, asks `ask` now and every SITE_AUDIENCE_POLL_MS, showing answers that changed. */
type OnError = ((error: BackendError) => void) | undefined;

function directThenPolled(direct: (onError: (error: BackendError) => void) => () => void, ask: () => Promise<Answer>, show: (answer: Answer) => void, onError: OnError): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const poll = () => {
    ask().then(
      (answer) => {
        if (stopped) return;
        const seen = JSON.stringify(answer);
        if (seen !== last) show(answer);
        last = seen;
        timer = setTimeout(poll, SITE_AUDIENCE_POLL_MS);
      },
      (error: BackendError) => {
        if (!stopped) onError?.(error);
      },
    );
  };
  let stopDirect: (() => void) | null = direct((error) => {
    stopDirect = null;
    if (stopped) return;
    if (isDenied(error)) poll();
    else onError?.(error);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopDirect?.();
  };
}

const snapshot = (path: string, doc: Answer[number]): DocSnapshot => ({ id: doc.id, path, exists: true, data: audienceDataFromJson(doc.data) });

/** `backend`'s documents, with the refused audience reads of `eventId` going through the server with `pass`. */
export function siteAudienceDocs(backend: Pick<SiteBackend, 'docs' | 'call'>, eventId: string, pass: string | undefined): Docs {
  // The server checks the query's shape (its contract) and that it asks only for public documents.
  const read = (input: { path: string } & Pick<QuerySpec, 'where' | 'orderBy' | 'limit'>): Promise<Answer> =>
    backend
      .call('readSiteAudience', { eventId, ...(pass ? { pass } : {}), ...(input as { path: string }) })
      .then((answer) => answer.docs.map((doc) => ({ id: doc.id, data: doc.data })));
  return {
    subscribeDoc: (path, onNext, onError) =>
      directThenPolled(
        (fail) => backend.docs.subscribeDoc(path, onNext, fail),
        () => read({ path }),
        ([doc]) => onNext((doc ? snapshot(path, doc) : { id: path.slice(path.lastIndexOf('/') + 1), path, exists: false, data: undefined }) as never),
        onError,
      ),
    subscribeQuery: (query, onNext, onError) => {
      let shown: DocSnapshot[] = [];
      return directThenPolled(
        (fail) => backend.docs.subscribeQuery(query, onNext, fail),
        () => read({ path: query.path, where: query.where, orderBy: query.orderBy, limit: query.limit }),
        (answer) => {
          const docs = answer.map((doc) => snapshot(`${query.path}/${doc.id}`, doc));
          const before = new Map(shown.map((doc, index) => [doc.id, index]));
          const after = new Set(docs.map((doc) => doc.id));
          const changes: QuerySnapshot['changes'] = [
            ...shown.flatMap((doc, oldIndex) => (after.has(doc.id) ? [] : [{ type: 'removed' as const, doc, oldIndex, newIndex: -1 }])),
            ...docs.map((doc, newIndex) => {
              const oldIndex = before.get(doc.id);
              return oldIndex === undefined ? { type: 'added' as const, doc, oldIndex: -1, newIndex } : { type: 'modified' as const, doc, oldIndex, newIndex };
            }),
          ];
          shown = docs;
          onNext({ docs, changes } as never);
        },
        onError,
      );
    },
  };
}

/** The site's backend for a viewer of a site that is not open, holding `pass`. */
export function withSitePass(backend: SiteBackend, eventId: string, pass: string | undefined): SiteBackend {
  return { ...backend, docs: siteAudienceDocs(backend, eventId, pass) };
}
