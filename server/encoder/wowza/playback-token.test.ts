/**
 * The tokens Wowza's CDN checks: the example Wowza documents with its token generator, and an
 * address signed as the adapter signs it, its HMAC recomputed here from the documented recipe.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playbackToken, signedPlaybackUrl } from './playback-token';

describe('Wowza CDN playback tokens', () => {
  it('gives the token of Wowza’s documented example', () => {
    // gen_token -s 1578935505 -e 1578935593 -u YourStreamId -k demosecret123abc (wsc-fastly-token-auth-examples)
    expect(playbackToken('YourStreamId', 'demosecret123abc', { startS: 1578935505, endS: 1578935593 })).toBe(
      'st=1578935505~exp=1578935593~hmac=aaf01da130e5554eeb74159e9794c58748bc9f6b5706593775011964612b6d99',
    );
  });

  it('signs a playback address for its stream id until its end, and no other address', () => {
    const url = 'https://wowzasubdomain.wowza.com/1/NUtjdHdsc3g4Z21L/00000ETFlNKkeNpL/hls/live/playlist.m3u8';
    const mac = createHmac('sha256', 'shared-secret').update('exp=1764003600~stream_id=NUtjdHdsc3g4Z21L').digest('hex');
    expect(signedPlaybackUrl(url, 'shared-secret', { endS: 1764003600 })).toBe(`${url}?hdnts=exp=1764003600~hmac=${mac}`);
    expect(signedPlaybackUrl('https://cdn.jwplayer.com/manifests/abc.m3u8', 'shared-secret', { endS: 1764003600 })).toBeNull();
    expect(signedPlaybackUrl('https://evil.example/1/NUtjdHdsc3g4Z21L/x/hls/live/playlist.m3u8', 'shared-secret', { endS: 1 })).toBeNull();
  });
});
