import { encodeInclude, type Include } from '@domain/presenting/presenter-pool';

/**
 * The addresses a producer hands out. The token rides in the fragment (`#token=`), which the
 * browser never sends to a server, so it stays out of logs and Referer headers.
 */
export function presenterViewUrl(linkId: string, token: string, origin = window.location.origin): string {
  return `${origin}/presenter/${encodeURIComponent(linkId)}#token=${encodeURIComponent(token)}`;
}

/** The presenter tool's address (spec 001 section 2.6): its options in `include`, the link's id in `link`. */
export function presenterToolUrl(eventId: string, streamId: string, linkId: string, token: string, include: Include, origin = window.location.origin): string {
  const query = new URLSearchParams({ include: encodeInclude(include), link: linkId });
  return `${origin}/pt/event/${encodeURIComponent(eventId)}/stream/${encodeURIComponent(streamId)}?${query}#token=${encodeURIComponent(token)}`;
}
