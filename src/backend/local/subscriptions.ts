/**
 * Live subscriptions over the connection. Each keeps what its listener last saw; after every
 * reconnect it subscribes again and passes on only what really changed meanwhile, so listeners
 * converge without being re-created and without missing a change.
 */
import type { ServerFrame, WireChange, WireDoc } from '@domain/protocol/messages';
import type { DocSnapshot, QuerySnapshot, Unsubscribe } from '../port/documents';
import type { BackendError } from '@domain/errors/backend-error';
import type { Connection } from './connection';
import { wireError } from './http';
import { applyChanges, diffDocs, sameDoc } from './query-diff';
import { toSnapshot, type WireQuery } from './wire';

type Common = { wireId: number | null; onError?: (e: BackendError) => void };
type DocSub = Common & { kind: 'doc'; path: string; last: WireDoc | null; onNext: (s: DocSnapshot<unknown>) => void };
type QuerySub = Common & { kind: 'query'; query: WireQuery; last: WireDoc[] | null; onNext: (s: QuerySnapshot<unknown>) => void };
type Sub = DocSub | QuerySub;

export class Subscriptions {
  private readonly active = new Set<Sub>();
  private readonly byWireId = new Map<number, Sub>();
  private readonly snapshots = new WeakMap<WireDoc, DocSnapshot<unknown>>();
  private readonly stop: Unsubscribe[];

  constructor(private readonly conn: Connection) {
    this.stop = [
      conn.onReady(() => {
        for (const sub of this.active) this.send(sub);
      }),
      conn.onFrame((f) => this.receive(f)),
    ];
  }

  subscribeDoc<T>(path: string, onNext: (s: DocSnapshot<T>) => void, onError?: (e: BackendError) => void): Unsubscribe {
    return this.add({ kind: 'doc', path, last: null, wireId: null, onNext: onNext as DocSub['onNext'], onError });
  }

  subscribeQuery<T>(query: WireQuery, onNext: (s: QuerySnapshot<T>) => void, onError?: (e: BackendError) => void): Unsubscribe {
    return this.add({ kind: 'query', query, last: null, wireId: null, onNext: onNext as QuerySub['onNext'], onError });
  }

  dispose(): void {
    for (const s of this.stop) s();
    this.active.clear();
    this.byWireId.clear();
  }

  private add(sub: Sub): Unsubscribe {
    this.active.add(sub);
    if (this.conn.isReady) this.send(sub);
    return () => this.end(sub, true);
  }

  private send(sub: Sub): void {
    if (sub.wireId !== null) this.byWireId.delete(sub.wireId);
    const id = this.conn.allocateId();
    sub.wireId = id;
    this.byWireId.set(id, sub);
    this.conn.send({ op: 'sub', id, target: sub.kind === 'doc' ? { doc: sub.path } : { query: sub.query } });
  }

  private end(sub: Sub, tellServer: boolean): void {
    if (!this.active.delete(sub)) return;
    if (sub.wireId === null) return;
    this.byWireId.delete(sub.wireId);
    if (tellServer) this.conn.send({ op: 'unsub', id: sub.wireId });
  }

  private receive(frame: ServerFrame): void {
    if (frame.t === 'res') {
      const sub = this.byWireId.get(frame.id);
      if (sub && !frame.ok) this.fail(sub, wireError(frame.error));
    } else if (frame.t === 'suberr') {
      const sub = this.byWireId.get(frame.sub);
      if (sub) this.fail(sub, wireError(frame.error));
    } else if (frame.t === 'doc') {
      const sub = this.byWireId.get(frame.sub);
      if (sub?.kind === 'doc') this.docFrame(sub, frame.doc);
    } else if (frame.t === 'query') {
      const sub = this.byWireId.get(frame.sub);
      if (sub?.kind !== 'query') return;
      if (frame.initial) this.initialQueryFrame(sub, frame.docs);
      else this.deliverQuery(sub, applyChanges(sub.last ?? [], frame.changes), frame.changes);
    }
  }

  private docFrame(sub: DocSub, doc: WireDoc): void {
    // The first snapshot after a resubscribe repeats what the listener has when nothing changed.
    if (sub.last && sameDoc(sub.last, doc)) return;
    sub.last = doc;
    deliver(() => sub.onNext(this.snapshot(doc)));
  }

  private initialQueryFrame(sub: QuerySub, docs: WireDoc[]): void {
    if (sub.last === null) {
      const changes = docs.map((doc, i): WireChange => ({ type: 'added', doc, oldIndex: -1, newIndex: i }));
      this.deliverQuery(sub, docs, changes);
      return;
    }
    const changes = diffDocs(sub.last, docs);
    if (changes.length > 0) this.deliverQuery(sub, docs, changes);
    else sub.last = docs;
  }

  private deliverQuery(sub: QuerySub, docs: WireDoc[], changes: WireChange[]): void {
    sub.last = docs;
    const snap: QuerySnapshot<unknown> = {
      docs: docs.map((d) => this.snapshot(d)),
      changes: changes.map((c) => ({ type: c.type, doc: this.snapshot(c.doc), oldIndex: c.oldIndex, newIndex: c.newIndex })),
    };
    deliver(() => sub.onNext(snap));
  }

  private snapshot(doc: WireDoc): DocSnapshot<unknown> {
    let snap = this.snapshots.get(doc);
    if (!snap) {
      snap = toSnapshot(doc);
      this.snapshots.set(doc, snap);
    }
    return snap;
  }

  private fail(sub: Sub, error: BackendError): void {
    this.end(sub, false);
    if (sub.onError) deliver(() => sub.onError!(error));
  }
}

/** A listener that throws must not stop the others: its error surfaces as an uncaught one. */
function deliver(fn: () => void): void {
  try {
    fn();
  } catch (e) {
    queueMicrotask(() => {
      throw e;
    });
  }
}
