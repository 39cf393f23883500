/**
 * A chat's public messages as the audience reads them (spec 001 sections 3 and 4.4): the event
 * site's Chat block and the audience page `/chat/{event}/{chat}` alike. No zod (the site's light
 * entry imports this): a document is read defensively, a field of the wrong type reads as its
 * empty value, never as markup.
 */
import type { QuerySpec } from '../documents/query';
import type { DocData } from '../documents/values';
import { chatMessages, MESSAGES, PUBLIC_MESSAGE_TYPES } from './chat';

/** `replyTo`: the question a moderator's reply answers, as the reply keeps it (its sender and a preview). */
export type PublicMessage = {
  id: string;
  name: string;
  text: string;
  createdAt: Date | null;
  /** Written by a moderator, labelled Admin (spec 001 section 4.4). */
  admin: boolean;
  replyTo: { name: string; text: string } | null;
};

/** The newest messages the audience sees; older ones are the moderators' business. */
export const AUDIENCE_MESSAGE_LIMIT = 100;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toPublicMessage(id: string, data: DocData | undefined): PublicMessage {
  const createdAt = data?.createdAt;
  const admin = data?.isOwner === true;
  const reply = data?.replyMessage;
  const replyTo = reply && typeof reply === 'object' && !Array.isArray(reply) && !(reply instanceof Date) ? { name: text(reply.username) || chatMessages.anonymous, text: text(reply.text) } : null;
  return {
    id,
    name: admin ? chatMessages.admin : text(data?.username) || text(data?.user) || chatMessages.anonymous,
    text: text(data?.text),
    createdAt: createdAt instanceof Date ? createdAt : null,
    admin,
    replyTo: replyTo && replyTo.text !== '' ? replyTo : null,
  };
}

/** Only accepted messages, newest first: the one query the permission matrix lets anyone run on a chat's messages. */
export function publicMessagesQuery(eventId: string, chatId: string): QuerySpec {
  return {
    path: MESSAGES(eventId, chatId),
    where: [{ field: 'type', op: 'in', value: [...PUBLIC_MESSAGE_TYPES] }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: AUDIENCE_MESSAGE_LIMIT,
  };
}

/** What a reply says before the question it answers. */
export const replyingToLabel = (name: string) => `Replying to ${name}:`;
