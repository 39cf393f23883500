/**
 * The security headers of every answer (@fastify/helmet), with the app's Content-Security-Policy.
 *
 * Scripts come only from this server's files: no inline script, no eval (zod runs without its
 * JIT in the app for this reason). Styles may also be inline because antd's CSS-in-JS and Monaco
 * write `<style>` elements at run time; a nonce would need the HTML rendered per request, and a
 * style cannot run code. Workers: Monaco's are built files of this server, hls.js makes its own
 * from a Blob (and plays through blob: media URLs). Images, media and frames may come from any
 * https site (user HTML on event pages); fetches only from this server and the video host's CDN
 * (`playbackOrigins`).
 * No site may frame an address (frame-ancestors 'none', X-Frame-Options DENY) unless its route
 * says `framable: true`.
 *
 * The Firebase build is served by Firebase Hosting: its headers are firebase.json's, not these.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RouteShorthandOptions } from 'fastify';

export type SecurityHeaderOptions = {
  /** Origins (scheme://host) other than this server that the app fetches playback from (HLS by hls.js). */
  playbackOrigins: readonly string[];
  /** The app is reached over https (PUBLIC_URL): browsers may be told to keep to it. */
  https: boolean;
};

type Directives = Record<string, string[]>;

export function appDirectives({ playbackOrigins }: Pick<SecurityHeaderOptions, 'playbackOrigins'>): Directives {
  const self = "'self'";
  return {
    'default-src': [self],
    'script-src': [self],
    'style-src': [self, "'unsafe-inline'"],
    // Event pages show user HTML (sanitised: src/ui/site/sanitize.ts) with images, video and
    // embeds (https iframes, sandboxed) from any site; none of these can run script in this page.
    'img-src': [self, 'data:', 'blob:', 'https:'],
    'media-src': [self, 'blob:', 'https:'],
    'frame-src': [self, 'https:'],
    'connect-src': [self, ...playbackOrigins],
    'font-src': [self, 'data:'],
    // hls.js builds its transmuxing worker from a Blob; Monaco's workers are files of this server.
    'worker-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

export function helmetOptions(options: SecurityHeaderOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Over plain http (the loopback default) the header means nothing; over https it keeps
    // browsers on https for this host only, not for the organisation's other subdomains.
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
  };
}

/** The route options that let any site frame one route (`framable: true` on a Route). */
export function framableRouteOptions(options: SecurityHeaderOptions): Pick<RouteShorthandOptions, 'helmet'> {
  return {
    helmet: {
      ...helmetOptions(options),
      frameguard: false,
      contentSecurityPolicy: { useDefaults: false, directives: { ...appDirectives(options), 'frame-ancestors': ['*'] } },
    },
  };
}
