/**
 * The participants table's queries (spec 002 sections 2 and 4; issue 31): what it sorts by, how a
 * search finds a person, and the fields every writer of a participant keeps for it. A query
 * ordered by a field leaves out the documents without it (Firestore's rule, the engine's too), so
 * every participant holds every sort field from its creation: `newParticipantListing` for a new
 * one, `listingFieldsOf` again whenever a name or an email changes.
 */
import { EMPTY_PARTICIPANT_STATS, engagementScore, statsOf } from './participant-record';

/** The table's sortable columns and the stored field each one orders by. */
export const PARTICIPANT_SORT_FIELDS = {
  name: 'sortName',
  email: 'email',
  state: 'state',
  lastSeen: 'lastSeenAt',
  watchTime: 'stats.watchSeconds',
  visits: 'stats.visits',
  engagement: 'engagement',
} as const;
export type ParticipantSort = keyof typeof PARTICIPANT_SORT_FIELDS;
export const PARTICIPANT_SORTS = Object.keys(PARTICIPANT_SORT_FIELDS) as ParticipantSort[];

/** A page of the table; the export reads the whole filter in pages of the largest size. */
export const PARTICIPANT_PAGE_SIZES = { default: 50, max: 500 } as const;
/**
 * The most participants a page may start past the place it is asked from (a page's edge, or an
 * end of the list): what lets the table jump to a page number near one it knows (antd's
 * Pagination shows the current page's neighbours, the jumps five pages either way and both ends)
 * without reading the pages between, since Firestore bills each skipped document as a read.
 */
export const PARTICIPANT_MAX_SKIP = 2_000;

/** The Logs tab's page of activity records. */
export const PARTICIPANT_LOG_PAGE_SIZE = 100;

/**
 * A search matches the start of a word of the first name, the last name or the email (split at
 * `@`, `.`, `_`, `+`, `-`), or the start of the whole name or email, in any case. Both providers
 * answer it with one `array-contains` on `searchKeys`, which combines with every sort; a word's
 * prefixes are kept up to SEARCH_PREFIX_MAX characters, so a longer search matches on its start.
 */
export const SEARCH_PREFIX_MAX = 20;
export const SEARCH_KEYS_FIELD = 'searchKeys';

const fold = (value: unknown) => (typeof value === 'string' ? value.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ') : '');

/** The search as the query asks it: folded like the keys, cut to the longest prefix kept; '' for no search. */
export const searchTermOf = (search: string): string => [...fold(search)].slice(0, SEARCH_PREFIX_MAX).join('');

const SURROGATE = /[\uD800-\uDFFF]/;

/** A word's first 1..SEARCH_PREFIX_MAX characters (code points), added to `keys`; an import makes 100,000 of these. */
function addPrefixes(word: string, keys: Set<string>): void {
  // Without surrogate pairs a code point is a code unit: slices are the prefixes, without building each from the last.
  if (!SURROGATE.test(word)) {
    const end = Math.min(word.length, SEARCH_PREFIX_MAX);
    for (let n = 1; n <= end; n += 1) keys.add(word.slice(0, n));
    return;
  }
  let prefix = '';
  let count = 0;
  for (const char of word) {
    if (count === SEARCH_PREFIX_MAX) return;
    prefix += char;
    count += 1;
    keys.add(prefix);
  }
}

type Named = { firstName?: unknown; lastName?: unknown; email?: unknown };

/** The person's name as the table shows it: first and last name. */
export const participantName = (record: Named): string => [record.firstName, record.lastName].map((part) => (typeof part === 'string' ? part.trim() : '')).filter(Boolean).join(' ');

/** The fields derived from a participant's name and email: what the name sort and the search read. */
export function listingFieldsOf(record: Named): { sortName: string; searchKeys: string[] } {
  const name = fold(participantName(record));
  const email = fold(record.email);
  const keys = new Set<string>();
  for (const word of [...name.split(' '), ...email.split(/[@._+-]+/), name, email]) if (word) addPrefixes(word, keys);
  return { sortName: name, searchKeys: [...keys] };
}

/**
 * The listing fields of a participant nobody has seen yet: no activity, never seen. `state` is the
 * writer's (imported for an import, offline for a registrant).
 */
export function newParticipantListing(record: Named) {
  return { ...listingFieldsOf(record), stats: { ...EMPTY_PARTICIPANT_STATS }, engagement: 0, lastSeenAt: null };
}

/**
 * The event field saying every participant of the event holds the listing fields: participants
 * stored before those fields existed get them once (server/api/participant-listing-upkeep.ts).
 */
export const LISTING_VERSION_FIELD = 'participantListingVersion';
export const LISTING_VERSION = 1;

/**
 * The listing fields a participant stored before they existed lacks, from what it holds (an old
 * record's state, activity and name stay as they were); {} when it has them all.
 */
export function missingListingFields(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const missing: Record<string, unknown> = {};
  if (typeof data.sortName !== 'string' || !Array.isArray(data[SEARCH_KEYS_FIELD])) Object.assign(missing, listingFieldsOf(data));
  if (typeof data.email !== 'string') missing.email = '';
  if (typeof data.state !== 'string') missing.state = 'offline';
  if (typeof data.disabled !== 'boolean') missing.disabled = false;
  if (!('lastSeenAt' in data)) missing.lastSeenAt = null;
  const stats = data.stats as Record<string, unknown> | undefined;
  if (typeof stats?.watchSeconds !== 'number' || typeof stats.visits !== 'number') missing.stats = statsOf(data.stats);
  if (typeof data.engagement !== 'number') missing.engagement = engagementScore(statsOf(data.stats));
  return missing;
}

/** Watch time as the table and the export show it (spec 002 section 9): hours, minutes and seconds. */
export function formatWatchTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}h ${m}m ${s}s`;
}

export const participantMessages = {
  noEvent: 'There is no such event.',
  noParticipant: 'There is no such participant.',
  readers: 'Only the event’s team can see its participants.',
  badCursor: 'The page asked for is not one of this list’s; start from the first page.',
  deleted: 'Participant deleted',
  privacy: 'A participant’s phone number or email is never shown to other guests.',
  deleteMyData: 'Participants ask for their data to be deleted from the organisers; delete the participant here instead.',
} as const;
