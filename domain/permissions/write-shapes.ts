/**
 * What a client may write directly into each client-writable row of the permission matrix
 * (matrix.ts): the shape of a document it creates and the fields its update may change, in the
 * field-check language of field-checks.ts, so that the server's policy and the generated
 * firestore.rules hold every write to the same limits. The shapes are the ones the app's screens
 * write (each feature's api folder); the limits are the domain's own.
 */
import { CHAT_TITLE_MAX_LENGTH, MUTE_KEYS_MAX } from '../chats/chat';
import { AUTOPLAY_SPEED_MAX, DECK_DESCRIPTION_MAX_LENGTH, DECK_PRESENTATIONS_MAX, DECK_SLIDES_MAX, DECK_TITLE_MAX_LENGTH } from '../decks/deck';
import { NOTES_MAX_LENGTH } from '../events/event-notes';
import { componentLimits } from '../pages/component';
import type { CreateFieldCheck, FieldCheck } from './field-checks';
import { ROLES } from './roles';

/** A stored document id's own limit (1,500 bytes): uids and event ids that a document names. */
export const ID_MAX_LENGTH = 1500;

type Shape = Readonly<Record<string, CreateFieldCheck>>;
type Writable = Readonly<Record<string, FieldCheck>>;

const stamp = { requestTime: true } as const;

/** A chat's settings (spec 001 section 5), as the chat form saves them. */
const CHAT_SETTINGS: Writable = {
  title: { maxLength: CHAT_TITLE_MAX_LENGTH, minLength: 1 },
  autoApprove: { boolean: true },
  presenterChat: { boolean: true },
  signIn: { boolean: true },
  emoji: { boolean: true },
  online: { boolean: true },
};
export const CHAT_CREATE_FIELDS: Shape = { ...CHAT_SETTINGS, createdAt: stamp, updatedAt: stamp };
/** Saving the form, or closing and reopening the chat (its online flag alone). */
export const CHAT_UPDATE_FIELDS: Writable = { ...CHAT_SETTINGS, updatedAt: stamp };

/**
 * A new deck (spec 002 section 3): its slides and presentations are bounded lists, parsed by every
 * reader (Firestore's rules cannot look into each item).
 */
export const DECK_CREATE_FIELDS: Shape = {
  title: { maxLength: DECK_TITLE_MAX_LENGTH, minLength: 1 },
  description: { maxLength: DECK_DESCRIPTION_MAX_LENGTH },
  autoplay: { boolean: true },
  autoplaySpeed: { min: 0, max: AUTOPLAY_SPEED_MAX },
  presentations: { maxItems: DECK_PRESENTATIONS_MAX },
  slides: { maxItems: DECK_SLIDES_MAX },
  eventID: { maxLength: ID_MAX_LENGTH },
  author: { maxLength: ID_MAX_LENGTH },
  presenterCurrent: { min: 0, max: DECK_SLIDES_MAX, integer: true },
  revision: { constant: 1 },
  createdAt: stamp,
  updatedAt: stamp,
};
/**
 * Saving a deck's slides moves its revision on by one, so two producers' saves never silently
 * overwrite; its title and description (Edit deck, issue 30) are saved on their own.
 */
export const DECK_UPDATE_FIELDS: Writable = {
  slides: { maxItems: DECK_SLIDES_MAX },
  revision: { previousPlus: 1 },
  title: DECK_CREATE_FIELDS.title,
  description: DECK_CREATE_FIELDS.description,
  updatedAt: stamp,
};

/** A muted sender: who muted (none through a link) and the keys their message carried (older mutes: none). */
export const MUTE_CREATE_FIELDS: Shape = {
  createdBy: { maxLength: ID_MAX_LENGTH },
  createdAt: { ...stamp, optional: true },
  keys: { maxItems: MUTE_KEYS_MAX, optional: true },
};

const NOTES: Writable = { notes: { maxLength: NOTES_MAX_LENGTH }, disabled: { boolean: true } };
export const NOTES_CREATE_FIELDS: Shape = NOTES;
export const NOTES_UPDATE_FIELDS: Writable = NOTES;

/** A producer's draft of a page: the builder's components (publishPage parses them), the revision it began from. */
const DRAFT: Writable = {
  components: { maxItems: componentLimits.maxComponents },
  baseRevision: { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true },
  updatedAt: stamp,
};
export const DRAFT_CREATE_FIELDS: Shape = DRAFT;
export const DRAFT_UPDATE_FIELDS: Writable = DRAFT;

/** A role record as the server writes it on accepting an invite; an owner changes only the role. */
export const PERMISSION_CREATE_FIELDS: Shape = {
  permission: { oneOf: ROLES },
  createdAt: { ...stamp, optional: true },
  createdBy: { maxLength: ID_MAX_LENGTH, optional: true },
  grantedBy: { maxLength: ID_MAX_LENGTH, optional: true },
};
export const PERMISSION_UPDATE_FIELDS: Writable = { permission: { oneOf: ROLES } };

/** Removing a member takes them off the organisation's users list; only accepting an invite (the server) adds one. */
export const RESOURCE_ACCESS_UPDATE_FIELDS: Writable = { users: { removeOnly: true } };
