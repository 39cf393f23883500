/**
 * Who may fetch a stream's HLS playlists and segments, and its recording, from the local media
 * server (/hls/*, /recordings/*, server/encoder/local/routes.ts). A stream of an open event: anyone
 * holding the address, as before. A stream of an event whose site is not open (password, PIN,
 * registration): only with the credential watchStream signs into the address after the site's
 * gate, `~{expiry}.{mac}` as the address's first segment, so that hls.js's relative requests for
 * the variant playlists and segments carry it too. The MAC covers the transcoder, the expiry and
 * the site's current protection (its password or PIN stamp and whether it asks to register): a
 * change of protection revokes every address signed before it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocData } from '@domain/documents/values';
import { protectionOf } from '@domain/pages/event-site';
import { TRANSCODERS } from '@domain/streams/stream';
import { isDocId } from './resource-roles';
import { serverSecret } from './server-secrets';
import type { AdminDocs } from './services';
import { protectionStamp } from './site-passes';

/** Long enough for a day's event in one sitting; the player asks watchStream again on a refusal. */
export const HLS_CREDENTIAL_TTL_MS = 12 * 60 * 60 * 1000;
const CREDENTIAL = /^~([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;
const LOCAL_ADDRESS = /^\/(hls|recordings)\/([A-Za-z0-9_-]+)([/.].*)$/;

const siteIsOpen = (event: DocData) => protectionOf(event) === null && event.registerReq !== true;
const siteStamp = (event: DocData) => `${protectionStamp(event) ?? ''}:${event.registerReq === true}`;
const mac = (secret: string, transcoderId: string, expiry: string, stamp: string) =>
  createHmac('sha256', secret).update(`hls\n${transcoderId}\n${expiry}\n${stamp}`).digest('base64url');

/**
 * The address a viewer plays: the local media server's, signed when the event's site is not open;
 * any other (Wowza's, a hosted video's) as it is.
 */
export async function playbackAddress(docs: AdminDocs, event: DocData, url: string, now = Date.now()): Promise<string> {
  const local = LOCAL_ADDRESS.exec(url);
  if (!local || siteIsOpen(event)) return url;
  const [, kind, transcoderId, rest] = local;
  const expiry = (now + HLS_CREDENTIAL_TTL_MS).toString(36);
  const signature = mac(await serverSecret(docs, 'hlsAccess'), transcoderId, expiry, siteStamp(event));
  return `/${kind}/~${expiry}.${signature}/${transcoderId}${rest}`;
}

export type HlsGate = {
  /** Whether a request for this transcoder's files, with this credential (null: none), is answered. */
  allows(transcoderId: string, credential: string | null): Promise<boolean>;
};

export function createHlsGate(docs: AdminDocs, now = Date.now): HlsGate {
  // A transcoder is made for one event and stays with it; the event itself is read on every request, so a change of protection holds at once.
  const eventIds = new Map<string, string>();
  async function eventOf(transcoderId: string): Promise<DocData | null> {
    let eventId = eventIds.get(transcoderId);
    if (eventId === undefined) {
      const record = isDocId(TRANSCODERS, transcoderId) ? await docs.get(`${TRANSCODERS}/${transcoderId}`) : null;
      const named = record?.data.eventID;
      // A missing record is not kept: it is written just after its transcoder is made.
      if (typeof named !== 'string' || !isDocId('events', named)) return null;
      if (eventIds.size > 10_000) eventIds.clear();
      eventIds.set(transcoderId, (eventId = named));
    }
    return (await docs.get(`events/${eventId}`))?.data ?? null;
  }
  return {
    async allows(transcoderId, credential) {
      // A transcoder of no event (its record names the event it was made for) serves nobody.
      const event = await eventOf(transcoderId);
      if (!event) return false;
      if (siteIsOpen(event)) return true;
      const parts = credential ? CREDENTIAL.exec(credential) : null;
      if (!parts || parseInt(parts[1], 36) < now()) return false;
      const expected = Buffer.from(mac(await serverSecret(docs, 'hlsAccess'), transcoderId, parts[1], siteStamp(event)));
      const given = Buffer.from(parts[2]);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
