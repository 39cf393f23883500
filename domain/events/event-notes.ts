/** The event's notes (spec 000 section 3, `notes/{eventId}`): at most this many characters, as the notes panel takes them. */
export const NOTES_MAX_LENGTH = 20_000;
