/**
 * The audience's view of a chat and its public messages (issue 5, "The audience"). Documents are
 * read defensively: a field of the wrong type reads as its empty value, never as markup.
 */
import { chatMessages, MESSAGES, PUBLIC_MESSAGE_TYPES } from '@domain/chats/chat';
import { readChat } from '@domain/chats/read-chat';
import type { DocData, QuerySpec } from '@/backend/port';

export type AudienceChat = { title: string; signIn: boolean; online: boolean };

export type PublicMessage = { id: string; name: string; text: string; createdAt: Date | null };

/** The newest messages the page shows; older ones are the moderators' business. */
export const AUDIENCE_MESSAGE_LIMIT = 100;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toAudienceChat(data: DocData | undefined): AudienceChat {
  const { title, signIn, online } = readChat('', data);
  return { title, signIn, online };
}

export function toPublicMessage(id: string, data: DocData | undefined): PublicMessage {
  const createdAt = data?.createdAt;
  return {
    id,
    // Moderators write as the event, labelled Admin (spec 001 section 5).
    name: data?.isOwner === true ? chatMessages.admin : text(data?.username) || text(data?.user) || chatMessages.anonymous,
    text: text(data?.text),
    createdAt: createdAt instanceof Date ? createdAt : null,
  };
}

/** Only accepted messages: the one query the server lets anyone run on a chat's messages. */
export function publicMessagesQuery(eventId: string, chatId: string): QuerySpec {
  return {
    path: MESSAGES(eventId, chatId),
    where: [{ field: 'type', op: 'in', value: [...PUBLIC_MESSAGE_TYPES] }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: AUDIENCE_MESSAGE_LIMIT,
  };
}
