/**
 * The local media server's addresses on the embedded server: nginx's publish callbacks (behind a
 * secret of this run, and answered 2xx to accept, 403 to refuse), the transcoders' HLS and their
 * recordings. Transcoder ids are unguessable, as Wowza's playback addresses are; a stream of an
 * event whose site is not open answers only an address watchStream signed (server/api/hls-access.ts).
 */
import { sameSecret } from '@server/auth/tokens';
import { readBody } from '@server/http/body';
import { notFound } from '@server/http/errors';
import { sendMediaFile } from '@server/http/send-file';
import type { Route } from '@server/http/router';
import type { HlsGate } from '@server/api/hls-access';
import type { LocalEncoder } from './local-encoder';

const HOOK_BODY_LIMIT = 8 * 1024;

/** The credential the address starts with (`~...`), if any, and the rest. */
function splitCredential(rest: string): { credential: string | null; rest: string } {
  if (!rest.startsWith('~')) return { credential: null, rest };
  const slash = rest.indexOf('/');
  return slash < 0 ? { credential: rest, rest: '' } : { credential: rest.slice(0, slash), rest: rest.slice(slash + 1) };
}

export function localEncoderRoutes(encoder: LocalEncoder, gate: HlsGate): Route[] {
  return [
    {
      method: 'POST',
      path: '/encoder-hooks/*',
      // nginx's form, from this machine's media server; the secret in the path is what counts.
      rawBody: true,
      async handler({ req, res, rest }) {
        const [secret, call] = rest.split('/');
        if (!secret || !sameSecret(secret, encoder.hooks.secret) || (call !== 'publish' && call !== 'publish-done')) throw notFound();
        const form = new URLSearchParams((await readBody(req, HOOK_BODY_LIMIT)).toString('utf8'));
        const streamKey = form.get('name') ?? '';
        const clientId = form.get('clientid') ?? '';
        let accepted = true;
        if (call === 'publish') accepted = await encoder.hooks.publish(streamKey, clientId);
        else await encoder.hooks.publishDone(streamKey, clientId);
        res.code(accepted ? 200 : 403).send();
      },
    },
    {
      method: 'GET',
      path: '/hls/*',
      async handler({ req, res, rest: address }) {
        const { credential, rest } = splitCredential(address);
        const slash = rest.indexOf('/');
        const transcoderId = rest.slice(0, slash);
        const file = slash > 0 ? encoder.hlsFile(transcoderId, rest.slice(slash + 1)) : null;
        // Refused as missing: a stranger learns nothing about which streams exist.
        if (!file || !(await gate.allows(transcoderId, credential))) throw notFound('No such stream file.');
        const playlist = file.endsWith('.m3u8');
        await sendMediaFile(req, res, file, playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t', playlist ? 'live-playlist' : 'immutable');
      },
    },
    {
      method: 'GET',
      path: '/recordings/*',
      async handler({ req, res, rest: address }) {
        const { credential, rest } = splitCredential(address);
        const transcoderId = rest.slice(0, -4);
        const file = rest.endsWith('.mp4') ? encoder.recordingFile(transcoderId) : null;
        if (!file || !(await gate.allows(transcoderId, credential))) throw notFound('No such recording.');
        await sendMediaFile(req, res, file, 'video/mp4', 'revalidate');
      },
    },
  ];
}
