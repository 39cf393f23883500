/**
 * The poll slideshow's link for the encoder (spec 001 section 2, /polls/{eventID}/encoder): an
 * encoder or OBS browser source cannot sign in, so the slideshow opens by a link whose token (192
 * random bits, in the URL's fragment) the server checks on every read; replacing it ends the old
 * link at once. Producers make and replace it.
 */
export const ENCODER_LINK = (eventId: string) => `encoderLinks/${eventId}`;
export const encoderPath = (eventId: string) => `/polls/${encodeURIComponent(eventId)}/encoder`;
export const encoderLinkUrl = (origin: string, eventId: string, token: string) => `${origin}${encoderPath(eventId)}#token=${encodeURIComponent(token)}`;

export const encoderMessages = {
  linkInvalid: 'This slideshow link is not valid any more. Ask a producer of the event for the current one.',
  linkNeeded: 'The poll slideshow opens from its encoder link, which producers find on the Polls page.',
  noPolls: 'This event has no polls yet.',
} as const;
