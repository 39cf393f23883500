/**
 * The roles a link gives without signing in as a member (spec 001 sections 2 and 6; invites in
 * spec 000 section 4.4). Each link carries an unguessable token (at least 128 random bits) that
 * only the server checks; an event id alone grants nothing. These grants never appear in the
 * member matrix: clients holding a link reach the data through the server's token-checked
 * endpoints, not through document rules.
 */
import { ADMIN_MESSAGE_FIELDS, MESSAGE_MODERATION_FIELDS, type CreateFieldCheck, type FieldCheck, type Operation } from './matrix';
import { MUTE_CREATE_FIELDS } from './write-shapes';

/**
 * `fields`: an update may change only these fields, each to a value its check accepts;
 * `createFields`: a create must have this shape (domain/permissions/field-checks.ts).
 */
export type LinkGrant = {
  path: string;
  ops: readonly Operation[];
  fields?: Readonly<Record<string, FieldCheck>>;
  createFields?: Readonly<Record<string, CreateFieldCheck>>;
  /**
   * Further conditions, checked by the server with the link's stored document: `linkFlag`, a
   * flag of the link that must be on; `chatOfStream`, `{chatId}` must be the chat of the link's
   * stream; `typeIn`, the document's type must be one of these, and a query must ask for no other;
   * `notRemoved`, the link's `removed` flag must be off (the operator has not taken it out).
   */
  when?: { linkFlag?: string; chatOfStream?: boolean; typeIn?: readonly string[]; notRemoved?: boolean };
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

/** Links a client can hold on its connection (the server checks their token on every decision). */
export const LINK_KINDS = ['moderation', 'presenter', 'encoder'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * The event and stream a presenter link is for, read from its document when the link is opened
 * (a link's event and stream never change: an edit keeps them).
 */
export type LinkScope = { eventId: string; streamId: string };

/** The messages routed to the presenter (spec 001 section 4.4). */
export const PRESENTER_MESSAGE_TYPES = ['presenter', 'presenter-only'] as const;

export const LINK_ROLES = {
  // The resource is the link itself; {eventId} and {streamId} are the link's (its LinkScope). A
  // presenter writes no document: slides, the pool and control change through the presenting
  // calls (server/api/presenting-handlers.ts), which check the token, the expiry and the flags.
  presenter: {
    name: 'presenter',
    route: '/presenter/{linkId}',
    token: 'presenterLinks/{linkId}.token',
    expiresField: 'expires',
    grants: [
      // Still readable once the operator removed the link, so its view learns that, and learns it is let back.
      { path: 'presenterLinks/{linkId}', ops: ['read'], note: 'its own link' },
      { path: 'events/{eventId}/streams/{streamId}', ops: ['read'], when: { notRemoved: true }, note: "the link's stream" },
      {
        path: 'events/{eventId}/streams/{streamId}/presenterUsers/{presenterId}',
        ops: ['read'],
        when: { notRemoved: true },
        note: "the presence of the stream's presenters",
      },
      {
        path: 'events/{eventId}/chats/{chatId}/messages/{messageId}',
        ops: ['read'],
        when: { linkFlag: 'chat', chatOfStream: true, typeIn: PRESENTER_MESSAGE_TYPES, notRemoved: true },
        note: "when the link enables chat: the stream's chat, the messages routed to the presenter",
      },
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
      { path: 'events/{eventId}/chats/{chatId}/mutes/{senderKey}', ops: ['read', 'delete'], note: 'reading and lifting mutes' },
      { path: 'events/{eventId}/chats/{chatId}/mutes/{senderKey}', ops: ['create'], createFields: MUTE_CREATE_FIELDS, note: 'muting a sender' },
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
 * The path variables a held link fixes: a moderation link's resource is its event; a presenter
 * link's is the link, with its event and stream from its scope.
 */
export function boundVars(kind: LinkKind, resourceId: string, scope?: LinkScope | null): Record<string, string> {
  if (kind !== 'presenter') return { eventId: resourceId };
  // Without its scope a presenter link reaches only its own document.
  return scope ? { linkId: resourceId, eventId: scope.eventId, streamId: scope.streamId } : { linkId: resourceId, eventId: '', streamId: '' };
}

/**
 * Whether a document path, or a collection path (a query's), falls under a grant of the link: a
 * `{name}` segment matches any one segment, and the variables the link fixes (`boundVars`) only
 * their value.
 */
export function linkCoversPath(kind: LinkKind, resourceId: string, path: string, scope?: LinkScope | null): boolean {
  const segments = path.split('/');
  const bound = boundVars(kind, resourceId, scope);
  return (LINK_ROLES[kind].grants as readonly LinkGrant[]).some(({ path: grantPath }) => {
    const pattern = grantPath.split('/');
    const compared = segments.length === pattern.length ? pattern : segments.length === pattern.length - 1 ? pattern.slice(0, -1) : null;
    return (
      compared !== null &&
      compared.every((part, i) => {
        const segment = segments[i];
        if (segment === '') return false;
        if (!part.startsWith('{')) return part === segment;
        const fixed = bound[part.slice(1, -1)];
        return fixed === undefined || segment === fixed;
      })
    );
  });
}
