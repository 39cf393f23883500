/**
 * Chat messages as the moderation screen reads them: stored documents turned into the shared
 * `ChatMessage` shape, and the columns of spec 001 section 2.7 built from them.
 */
import type { ChatMessage, MessageType } from '@domain/chats/chat';
import { chatMessages } from '@domain/chats/chat';
import { acceptedColumn, isPending } from '@domain/chats/transitions';
import type { DocSnapshot } from '@/backend/port';

const MESSAGE_TYPES: readonly MessageType[] = ['accepted', 'presenter', 'presenter-only', 'exhibitor', 'inbox', 'rejected', 'muted'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date | null => (value instanceof Date ? value : null);
const PENDING_VALUES: readonly unknown[] = [null, undefined, ''];

/**
 * A stored message, read defensively: it may have been written by an older client or by hand.
 * A type this screen does not know belongs in no column: such a message is left out (null).
 */
export function toChatMessage(snap: DocSnapshot): ChatMessage | null {
  const data = snap.data ?? {};
  const known = MESSAGE_TYPES.includes(data.type as MessageType);
  if (!known && !PENDING_VALUES.includes(data.type)) return null;
  const reply = data.replyMessage;
  const replyMessage =
    reply && typeof reply === 'object' && !Array.isArray(reply) && !(reply instanceof Date)
      ? { username: text(reply.username), text: text(reply.text) }
      : undefined;
  return {
    id: snap.id,
    uid: text(data.uid),
    user: text(data.user),
    username: text(data.username),
    text: text(data.text),
    createdAt: date(data.createdAt),
    type: known ? (data.type as MessageType) : null,
    presenterDate: date(data.presenterDate),
    isOwner: data.isOwner === true,
    replyingTo: text(data.replyingTo) || undefined,
    replyMessage,
    senderKey: text(data.senderKey) || undefined,
    senderKeys: Array.isArray(data.senderKeys) ? data.senderKeys.filter((key): key is string => typeof key === 'string') : undefined,
  };
}

/** The name a message is shown under: moderators' messages as Admin, nameless senders as Anonymous. */
export function senderName(message: Pick<ChatMessage, 'user' | 'username' | 'isOwner'>): string {
  if (message.isOwner) return chatMessages.admin;
  if (!message.user) return chatMessages.anonymous;
  return message.username || message.user;
}

const time = (message: ChatMessage) => message.createdAt?.getTime() ?? Infinity;
const oldestFirst = (a: ChatMessage, b: ChatMessage) => time(a) - time(b);

export type ModerationColumns = { inbox: ChatMessage[]; presenter: ChatMessage[]; accepted: ChatMessage[] };

/**
 * The inbox (pending, oldest first: the order they arrived in) leaves out muted senders, whose
 * messages the moderator asked not to see; the presenter tab holds what the presenter sees.
 */
export function moderationColumns(messages: readonly ChatMessage[], mutedSenders: ReadonlySet<string>): ModerationColumns {
  return {
    inbox: messages.filter((m) => isPending(m.type) && !(m.senderKey && mutedSenders.has(m.senderKey))).sort(oldestFirst),
    presenter: messages.filter((m) => m.type === 'presenter' || m.type === 'presenter-only').sort(oldestFirst),
    accepted: acceptedColumn(messages),
  };
}

/** Whether the type read back still is the one the screen showed: all pending forms are one state. */
export function sameState(shown: MessageType, current: unknown): boolean {
  const stored = current === undefined || current === '' ? null : current;
  return isPending(shown) ? isPending(stored as MessageType) : stored === shown;
}
