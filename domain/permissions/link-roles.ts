/**
 * The roles a link gives without signing in as a member (spec 001 sections 2 and 6; invites in
 * spec 000 section 4.4). Each link carries an unguessable token (at least 128 random bits) that
 * only the server checks; an event id alone grants nothing. These grants never appear in the
 * member matrix: clients holding a link reach the data through the server's token-checked
 * endpoints, not through document rules.
 */
import { ADMIN_MESSAGE_FIELDS, MESSAGE_MODERATION_FIELDS, type CreateFieldCheck, type FieldCheck, type Operation } from './matrix';

/**
 * `fields`: an update may change only these fields, each to a value its check accepts;
 * `createFields`: a create must have this shape (domain/permissions/field-checks.ts).
 */
export type LinkGrant = {
  path: string;
  ops: readonly Operation[];
  fields?: Readonly<Record<string, FieldCheck>>;
  createFields?: Readonly<Record<string, CreateFieldCheck>>;
  note?: string;
};

export type LinkRole = {
  name: string;
  route: string;
  /** Where the server finds the token the link must carry. */
  token: string;
  /** The link stops working after this field's date (0 or absent: never). */
  expiresField?: string;
  /** The link works only for a signed-in user whose verified email matches. */
  signedInEmailMatch?: boolean;
  /** Used once: accepting or declining ends it. */
  singleUse?: boolean;
  grants: readonly LinkGrant[];
};

export const TOKEN_MIN_BITS = 128;

/** Links a client can hold on its connection (the server checks their token on every decision). */
export const LINK_KINDS = ['moderation', 'encoder'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_ROLES = {
  presenter: {
    name: 'presenter',
    route: '/presenter/{linkId}',
    token: 'presenterLinks/{linkId}.token',
    expiresField: 'expires',
    grants: [
      { path: 'presenterLinks/{linkId}', ops: ['read'], note: 'its own link, without the token' },
      { path: 'events/{eventId}/streams/{streamId}', ops: ['read'], note: "the link's stream" },
      { path: 'events/{eventId}/decks/{deckId}', ops: ['read'], note: "the link's deck" },
      { path: 'events/{eventId}/streams/{streamId}', ops: ['update'], note: 'presenterCurrent only: moving the slides' },
      { path: 'events/{eventId}/chats/{chatId}/messages/{messageId}', ops: ['read'], note: 'when the link enables chat' },
    ],
  },
  moderation: {
    name: 'moderation',
    route: '/moderation/{eventId}',
    token: 'moderationLinks/{eventId}.token',
    grants: [
      { path: 'events/{eventId}/chats/{chatId}', ops: ['read'] },
      { path: 'events/{eventId}/chats/{chatId}/messages/{messageId}', ops: ['read'] },
      { path: 'events/{eventId}/chats/{chatId}/messages/{messageId}', ops: ['create'], createFields: ADMIN_MESSAGE_FIELDS, note: 'writing as Admin, never as someone else' },
      {
        path: 'events/{eventId}/chats/{chatId}/messages/{messageId}',
        ops: ['update'],
        fields: MESSAGE_MODERATION_FIELDS,
        note: 'approving, rejecting, routing to the presenter',
      },
      { path: 'events/{eventId}/chats/{chatId}/mutes/{senderKey}', ops: ['read', 'create', 'delete'], note: 'muting a sender' },
      { path: 'events/{eventId}/streams/{streamId}', ops: ['read'], note: 'for the Logs tab' },
      { path: 'events/{eventId}/streams/{streamId}/logs/{logId}', ops: ['read'], note: 'the Logs tab' },
    ],
  },
  encoder: {
    name: 'encoder',
    route: '/polls/{eventId}/encoder',
    token: 'encoderLinks/{eventId}.token',
    grants: [
      { path: 'events/{eventId}/polls/{pollId}', ops: ['read'], note: "the event's polls, as a slideshow" },
      { path: 'events/{eventId}/pollResults/{pollId}', ops: ['read'], note: 'their live results' },
    ],
  },
  invite: {
    name: 'invite',
    route: '/invite/{inviteId}/{email}',
    token: 'invites/{inviteId} (the id itself)',
    signedInEmailMatch: true,
    singleUse: true,
    grants: [
      { path: 'invites/{inviteId}', ops: ['read'] },
      { path: 'invites/{inviteId}', ops: ['delete'], note: 'declining' },
      { path: 'resourceAccess/{resourceId}/permissions/{uid}', ops: ['create'], note: "accepting: the server writes the invite's permission for the caller" },
    ],
  },
} as const satisfies Record<string, LinkRole>;

/**
 * Whether a document path, or a collection path (a query's), falls under a grant of the link: a
 * `{name}` segment matches any one segment, and `{eventId}` only the link's resource.
 */
export function linkCoversPath(kind: LinkKind, resourceId: string, path: string): boolean {
  const segments = path.split('/');
  return LINK_ROLES[kind].grants.some(({ path: grantPath }) => {
    const pattern = grantPath.split('/');
    const compared = segments.length === pattern.length ? pattern : segments.length === pattern.length - 1 ? pattern.slice(0, -1) : null;
    return (
      compared !== null &&
      compared.every((part, i) => {
        const segment = segments[i];
        if (segment === '') return false;
        if (part === '{eventId}') return segment === resourceId;
        return part.startsWith('{') ? true : part === segment;
      })
    );
  });
}
