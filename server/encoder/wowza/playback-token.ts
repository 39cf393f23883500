/**
 * Wowza Video's token authentication of a stream target on its CDN (Wowza CDN on Fastly): with
 * it on, the CDN serves a stream only to a request carrying `hdnts=[st={start}~]exp={end}~hmac={mac}`,
 * where `mac` is the hex HMAC-SHA-256, under the target's shared secret, of the token's own fields
 * followed by `~stream_id={id}`, the stream id being the first path segment after `/1/` of the
 * target's playback address (Wowza's gen_token examples, wsc-fastly-token-auth-examples). Times
 * are Unix seconds. A signed address thus expires, and names the one stream it opens.
 */
import { createHmac } from 'node:crypto';

/** https://{subdomain}.wowza.com/1/{stream_id}/{stream_name}/hls/live/playlist.m3u8 */
const PLAYBACK = /^https:\/\/[a-z0-9.-]+\.wowza\.com\/1\/([A-Za-z0-9]+)\/[^?#]+$/;

export type TokenTimes = { startS?: number; endS: number };

/** The `hdnts` value Wowza's CDN checks for `streamId` between the times given. */
export function playbackToken(streamId: string, secret: string, { startS, endS }: TokenTimes): string {
  const fields = [...(startS === undefined ? [] : [`st=${startS}`]), `exp=${endS}`].join('~');
  const mac = createHmac('sha256', secret).update(`${fields}~stream_id=${streamId}`).digest('hex');
  return `${fields}~hmac=${mac}`;
}

/** The address with its token, or null for an address that is not a Wowza CDN playback address. */
export function signedPlaybackUrl(url: string, secret: string, times: TokenTimes): string | null {
  const streamId = PLAYBACK.exec(url)?.[1];
  return streamId ? `${url}?hdnts=${playbackToken(streamId, secret, times)}` : null;
}
