/**
 * Who may fetch a stream's HLS playlists and segments, and its recording, from the local media
 * server (/hls/*, /recordings/*, server/encoder/local/routes.ts). A stream of an open event: anyone
 * holding the address, as before. A stream of an event whose site is not open (password, PIN,
 * email, registration): only with the credential watchStream signs into the address after the
 * site's gate, `~{expiry}[.{participant}].{mac}` as the address's first segment, so that hls.js's
 * relative requests for the variant playlists and segments carry it too. The MAC covers the
 * transcoder, the expiry, the site's current protection (its password, PIN or email stamp and
 * whether it asks to register), and on a site that asks who its viewers are, the participant the
 * viewer's pass named: a change of protection revokes every address signed before it, and
 * removing or disabling a participant revokes theirs, at the next request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocData } from '@domain/documents/values';
import { protectionOf } from '@domain/pages/event-site';
import { TRANSCODERS } from '@domain/streams/stream';
import type { FreshReads } from './fresh-reads';
import { participantPath } from './participant-ids';
import { isDocId } from './resource-roles';
import { serverSecret } from './server-secrets';
import type { AdminDocs } from './services';
import { asksParticipant, protectionStamp, standing } from './site-passes';

/** Long enough for a day's event in one sitting; the player asks watchStream again on a refusal. */
export const HLS_CREDENTIAL_TTL_MS = 12 * 60 * 60 * 1000;
const CREDENTIAL = /^~([0-9a-z]{1,12})(?:\.([A-Za-z0-9_-]{1,200}))?\.([A-Za-z0-9_-]{43})$/;
const LOCAL_ADDRESS = /^\/(hls|recordings)\/([A-Za-z0-9_-]+)([/.].*)$/;

const siteIsOpen = (event: DocData) => protectionOf(event) === null && event.registerReq !== true;
const siteStamp = (event: DocData) => `${protectionStamp(event) ?? ''}:${event.registerReq === true}`;
const mac = (secret: string, transcoderId: string, expiry: string, stamp: string, participantId: string | null) =>
  createHmac('sha256', secret)
    .update(`hls\n${transcoderId}\n${expiry}\n${stamp}${participantId === null ? '' : `\n${participantId}`}`)
    .digest('base64url');

/**
 * The address a viewer plays: the local media server's, signed when the event's site is not open
 * (for `participantId`, the participant the viewer's pass named, where the site asks for one);
 * any other (Wowza's, a hosted video's) as it is.
 */
export async function playbackAddress(docs: AdminDocs, event: DocData, url: string, participantId: string | null, now = Date.now()): Promise<string> {
  const local = LOCAL_ADDRESS.exec(url);
  if (!local || siteIsOpen(event)) return url;
  const [, kind, transcoderId, rest] = local;
  const expiry = (now + HLS_CREDENTIAL_TTL_MS).toString(36);
  const named = asksParticipant(event) ? participantId : null;
  const signature = mac(await serverSecret(docs, 'hlsAccess'), transcoderId, expiry, siteStamp(event), named);
  return `/${kind}/~${expiry}${named === null ? '' : `.${Buffer.from(named).toString('base64url')}`}.${signature}/${transcoderId}${rest}`;
}

export type HlsGate = {
  /** Whether a request for this transcoder's files, with this credential (null: none), is answered. */
  allows(transcoderId: string, credential: string | null): Promise<boolean>;
};

/**
 * `read`: the documents the gate checks (the transcoder's record, its event, the participant),
 * kept in memory until a commit changes them, so that a change of protection or a removed
 * participant holds at once while a viewer's every segment costs no read.
 */
export function createHlsGate(docs: AdminDocs, read: FreshReads, now = Date.now): HlsGate {
  async function eventOf(transcoderId: string): Promise<{ id: string; data: DocData } | null> {
    const named = isDocId(TRANSCODERS, transcoderId) ? (await read(`${TRANSCODERS}/${transcoderId}`))?.eventID : null;
    if (typeof named !== 'string' || !isDocId('events', named)) return null;
    const data = await read(`events/${named}`);
    return data ? { id: named, data } : null;
  }
  return {
    async allows(transcoderId, credential) {
      // A transcoder of no event (its record names the event it was made for) serves nobody.
      const event = await eventOf(transcoderId);
      if (!event) return false;
      if (siteIsOpen(event.data)) return true;
      const parts = credential ? CREDENTIAL.exec(credential) : null;
      if (!parts || parseInt(parts[1], 36) < now()) return false;
      const participantId = parts[2] === undefined ? null : Buffer.from(parts[2], 'base64url').toString();
      const expected = Buffer.from(mac(await serverSecret(docs, 'hlsAccess'), transcoderId, parts[1], siteStamp(event.data), participantId));
      const given = Buffer.from(parts[3]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      // Signed for a participant: only while they stay on the event's list.
      return participantId === null || standing(await read(participantPath(event.id, participantId)));
    },
  };
}
