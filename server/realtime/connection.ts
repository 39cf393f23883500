/**
 * One client WebSocket: turns frames into requests and answers each with exactly one frame.
 * Nothing a client sends can throw out of here; unexpected failures become 'internal' errors.
 */
import WebSocket from 'ws';
import { chatMessages } from '@domain/chats/chat';
import { presenterTexts } from '@domain/presenting/presenter-link';
import type { LinkScope } from '@domain/permissions/link-roles';
import type { AuthContext, HeldLink } from '../auth/context';
import { errorFrame, resError, resOk } from '../live/frames';
import type { ClientFrame } from '@domain/protocol/messages';
import type { LiveHub } from '../live/hub';
import type { LiveClient } from '../live/subscription';
import { documentPath, parseFrame, toQuery } from './decode-frame';
import { toWireError } from './errors';
import { handleRequest, type RequestServices } from './requests';

/** A client that reads slower than it is sent to is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;
/** Requests a client may have unanswered at once. */
export const MAX_IN_FLIGHT = 1000;

export type ConnectionServices = RequestServices & {
  hub: LiveHub;
  log: (msg: string) => void;
  /** Told when this connection starts and stops holding a presenter link (presenter presence). */
  presenters?: { connected(linkId: string, scope: LinkScope): void; disconnected(linkId: string, scope: LinkScope): void };
};

/** setTimeout's longest wait; a later expiry is checked again after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Connection implements LiveClient {
  private open = true;
  private inFlight = 0;
  /** Links held on this connection, one per kind and resource. */
  private readonly links = new Map<string, HeldLink>();
  /**
   * Settles once every link frame received so far is decided: later frames wait for it, so a
   * client that sends its links first is never judged without them.
   */
  private linksSettled: Promise<void> = Promise.resolve();
  /** Timers that end a held link when it expires, by link key. */
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    readonly socket: WebSocket,
    /** The signed-in user, from the session cookie; null for a visitor. */
    readonly session: AuthContext,
    readonly network: string | null,
    private readonly services: ConnectionServices,
  ) {}

  /** Who every request of this connection is decided for: the session's user and the links it holds. */
  get auth(): AuthContext {
    if (this.links.size === 0) return this.session;
    const links = [...this.links.values()];
    return this.session ? { ...this.session, links } : { uid: '', email: '', emailVerified: false, sessionId: '', links };
  }

  send(text: string): void {
    if (!this.open || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.services.log('realtime: closing a connection that does not read its frames');
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  /** Stops all work for this connection (its socket is closing). */
  shutdown(): void {
    this.open = false;
    this.services.hub.dropClient(this);
    for (const link of [...this.links.values()]) this.release(link);
  }

  receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (!this.open) return;
    if (isBinary) {
      this.send(errorFrame({ code: 'invalid-argument', message: 'Frames must be JSON text.' }));
      return;
    }
    const parsed = parseFrame(rawText(data));
    if (!parsed.ok) {
      const error = { code: 'invalid-argument', message: parsed.message };
      this.send(parsed.id === null ? errorFrame(error) : resError(parsed.id, error));
      return;
    }
    const { frame } = parsed;
    if (this.inFlight >= MAX_IN_FLIGHT) {
      this.send(resError(frame.id, { code: 'resource-exhausted', message: `At most ${MAX_IN_FLIGHT} requests may be unanswered at once.` }));
      return;
    }
    this.inFlight++;
    this.handle(frame)
      .catch((error) => this.send(resError(frame.id, toWireError(error, this.services.log))))
      .finally(() => this.inFlight--);
  }

  private async handle(frame: ClientFrame): Promise<void> {
    if (frame.op === 'link') {
      const decided = this.linksSettled.then(() => this.holdLink(frame));
      this.linksSettled = decided.catch(() => undefined);
      return decided;
    }
    if (frame.op === 'unlink') {
      const decided = this.linksSettled.then(() => this.unholdLink(frame));
      this.linksSettled = decided.catch(() => undefined);
      return decided;
    }
    await this.linksSettled;
    const { hub } = this.services;
    switch (frame.op) {
      case 'sub': {
        const { target } = frame;
        hub.subscribe(this, frame.id, 'doc' in target ? { doc: documentPath(target.doc) } : { query: toQuery(target.query) });
        return;
      }
      case 'unsub':
        return hub.unsubscribe(this, frame.id);
      default:
        this.send(await handleRequest(frame, this.auth, this.services));
    }
  }

  dropLink(link: HeldLink): void {
    if (this.links.get(linkKeyOf(link))?.token === link.token) this.release(link);
  }

  /** Lets go of a held link: its expiry timer and its presenter's presence go with it. */
  private release(link: HeldLink): void {
    const key = linkKeyOf(link);
    const held = this.links.get(key);
    if (!held) return;
    this.links.delete(key);
    clearTimeout(this.expiryTimers.get(key));
    this.expiryTimers.delete(key);
    if (held.kind === 'presenter' && held.scope) this.services.presenters?.disconnected(held.resourceId, held.scope);
  }

  private unholdLink(frame: Extract<ClientFrame, { op: 'unlink' }>): void {
    const held = this.links.get(linkKeyOf(frame));
    if (held) this.release(held);
    this.send(resOk(frame.id));
  }

  private async holdLink(frame: LinkFrame): Promise<void> {
    const opened = await this.services.policy.openLink({ kind: frame.kind, resourceId: frame.resourceId, token: frame.token });
    if (!opened) {
      this.send(resError(frame.id, { code: 'permission-denied', message: frame.kind === 'presenter' ? presenterTexts.noPermission : chatMessages.linkInvalid }));
      return;
    }
    const { expiresAt, ...link } = opened;
    if (!this.open) return;
    this.release(link);
    this.links.set(linkKeyOf(link), link);
    if (link.kind === 'presenter' && link.scope) this.services.presenters?.connected(link.resourceId, link.scope);
    if (expiresAt !== null) this.endAtExpiry(link, expiresAt);
    this.send(resOk(frame.id));
  }

  /** An expiring link ends for this connection when it expires, as a revoked one does, without waiting for a request. */
  private endAtExpiry(link: HeldLink, expiresAt: number): void {
    const key = linkKeyOf(link);
    const wait = Math.min(Math.max(0, expiresAt - Date.now()) + 1, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.expiryTimers.delete(key);
      if (this.links.get(key) !== link) return;
      if (Date.now() < expiresAt) this.endAtExpiry(link, expiresAt);
      else void this.services.hub.recheckLinks(this, [link]);
    }, wait);
    timer.unref();
    this.expiryTimers.set(key, timer);
  }
}

type LinkFrame = Extract<ClientFrame, { op: 'link' }>;

const linkKeyOf = (link: Pick<HeldLink, 'kind' | 'resourceId'>) => `${link.kind}:${link.resourceId}`;

function rawText(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
