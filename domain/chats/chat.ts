/**
 * Chats and chat messages (spec 001 sections 3, 4.4, 5, 8 and 9), shared by the app, the server's
 * audience endpoint and the benchmark.
 */
export const CHATS = (eventId: string) => `events/${eventId}/chats`;
export const MESSAGES = (eventId: string, chatId: string) => `events/${eventId}/chats/${chatId}/messages`;
export const MUTES = (eventId: string, chatId: string) => `events/${eventId}/chats/${chatId}/mutes`;
/** The audience's page of one chat (issue 5): an address of the admin app, open to anyone the chat is open to. */
export const AUDIENCE_CHAT_PATH = (eventId: string, chatId: string) => `/chat/${encodeURIComponent(eventId)}/${encodeURIComponent(chatId)}`;
/** The moderation link of an event: its token is the link's secret (spec 001 section 6). */
export const MODERATION_LINK = (eventId: string) => `moderationLinks/${eventId}`;

export type Chat = {
  id: string;
  title: string;
  autoApprove: boolean;
  presenterChat: boolean;
  signIn: boolean;
  emoji: boolean;
  online: boolean;
};

/**
 * A message's type: null (or empty) is pending. Two values are this product's additions:
 * 'rejected' for a message a moderator turned down (the spec deletes it; keeping it stops a stale
 * screen from bringing it back and leaves a record), and 'muted' for messages of a muted sender,
 * which never reach the inbox.
 */
export type MessageType = 'accepted' | 'presenter' | 'presenter-only' | 'exhibitor' | 'inbox' | 'rejected' | 'muted' | null;

export type ChatMessage = {
  id: string;
  uid: string;
  /** Empty means Anonymous. */
  user: string;
  username: string;
  text: string;
  createdAt: Date | null;
  type: MessageType;
  presenterDate?: Date | null;
  thumbnail?: string;
  isOwner?: boolean;
  replyingTo?: string;
  replyMessage?: { username: string; text: string };
  /**
   * Who sent it, for muting: the sender key the server issued to their browser (`key:{id}`);
   * older messages name the account (`uid:{uid}`) or a hash of the address (`anon:{hash}`).
   */
  senderKey?: string;
  /** Every key of the sender when it was sent (sender key, then account or address): a mute binds them all. */
  senderKeys?: string[];
};

/** The types moderating writes (domain/chats/transitions.ts), besides null for back to pending. */
export const MODERATION_TYPES = ['accepted', 'presenter', 'presenter-only', 'rejected'] as const;

/** The types the audience sees: accepted messages, including those also routed to the presenter. */
export const PUBLIC_MESSAGE_TYPES = ['accepted', 'presenter'] as const;

export const MESSAGE_MAX_LENGTH = 1000;
export const SENDER_NAME_MAX_LENGTH = 40;
/** The moderator's send box ignores texts of this many characters or fewer (spec 001 section 5). */
export const MODERATOR_MESSAGE_MIN_EXCLUSIVE = 2;
export const REPLY_PREVIEW_LENGTH = 150;
export const FONT_SIZE_START = 20;
export const FONT_SIZE_STEP = 4;
export const MODERATOR_TEXT_ROWS = 2;
/** Audience rate limit: at most this many messages per sender in the window. */
export const SENDER_RATE_LIMIT = 5;
export const SENDER_RATE_WINDOW_MS = 10_000;
/** All senders of one event together: at most this many messages in the window. */
export const EVENT_RATE_LIMIT = 300;
export const EVENT_RATE_WINDOW_MS = 10_000;
/** A mute remembers at most this many keys of the muted sender. */
export const MUTE_KEYS_MAX = 50;
/** A chat's title, as the form and the permission matrix take it. */
export const CHAT_TITLE_MAX_LENGTH = 200;

export const chatMessages = {
  titleRequired: 'Please give a title for the chat',
  chatUpdated: 'Chat updated!',
  chatCreated: 'Chat created!',
  chatDeleted: 'Chat deleted!',
  noChats: 'No chats found!',
  loadError: 'There was an error...',
  noMessages: 'No messages...',
  sendFailed: 'There was an error sending a message, please try again.',
  moderatorSendFailed: 'Something went wrong, please refresh the page',
  admin: 'Admin',
  anonymous: 'Anonymous',
  emptyMessage: 'Write a message first.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters long.`,
  nameTooLong: `A name can be at most ${SENDER_NAME_MAX_LENGTH} characters long.`,
  signInRequired: 'Sign in to write in this chat.',
  chatClosed: 'This chat is closed.',
  tooFast: 'You are sending messages too fast. Please wait a moment.',
  chatBusy: 'This chat is receiving too many messages right now.',
  linkInvalid: 'This moderation link is not valid any more. Ask the organiser for the current link.',
  alreadyHandled: 'Another moderator has already handled this message.',
} as const;
