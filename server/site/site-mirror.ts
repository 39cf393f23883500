/**
 * The embedded server's mirror of every event into its public site document: after each commit
 * that touched an event, one of its menus or pages, `syncEventSite` runs for that event. Runs for
 * one event never overlap: a change arriving while its event is being mirrored runs it once more
 * afterwards. A failed run is logged and retried once; the next change of the event runs it again.
 */
import { siteChangeOf, syncEventSite } from '../api/event-site-sync';
import type { AdminDocs } from '../api/services';
import type { DocumentEngine } from '../db/engine';

export type SiteMirror = {
  /** Mirrors every event once (a data folder written before the mirror existed). */
  backfill(): Promise<void>;
  /** Resolves when no run is under way or queued. */
  idle(): Promise<void>;
  stop(): void;
};

type Pending = { pagesChanged: boolean };

export function startSiteMirror(engine: DocumentEngine, docs: AdminDocs, log: (message: string) => void): SiteMirror {
  const running = new Map<string, Promise<void>>();
  const queued = new Map<string, Pending>();

  async function runFor(eventId: string, pending: Pending): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await syncEventSite(docs, eventId, pending.pagesChanged);
        return;
      } catch (error) {
        if (attempt >= 2) return log(`site mirror: event ${eventId} could not be mirrored: ${String(error)}`);
      }
    }
  }

  function schedule(eventId: string, pagesChanged: boolean): void {
    const waiting = queued.get(eventId);
    if (waiting) {
      waiting.pagesChanged ||= pagesChanged;
      return;
    }
    queued.set(eventId, { pagesChanged });
    if (running.has(eventId)) return;
    const loop = (async () => {
      while (queued.has(eventId)) {
        const pending = queued.get(eventId)!;
        queued.delete(eventId);
        await runFor(eventId, pending);
      }
      running.delete(eventId);
    })();
    running.set(eventId, loop);
  }

  const unsubscribe = engine.onCommit((changes) => {
    for (const { path } of changes) {
      const change = siteChangeOf(path);
      if (change) schedule(change.eventId, change.pagesChanged);
    }
  });

  return {
    async backfill() {
      for (const event of await docs.list({ path: 'events' })) schedule(event.id, false);
      await this.idle();
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
    stop: unsubscribe,
  };
}
