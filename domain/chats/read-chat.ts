/**
 * The one reading of a chat document (spec 001, Chat), for the chat list, moderation, the
 * audience page and the server's audience endpoint alike. Odd or missing values fall back instead
 * of hiding the chat: switches read as off, except `online`, which reads as on: a chat is open
 * until someone closes it (closing a chat flips its online flag).
 */
import { z } from 'zod';
import type { Chat } from './chat';

export const chatDataSchema = z.object({
  title: z.string().catch(''),
  autoApprove: z.boolean().catch(false),
  presenterChat: z.boolean().catch(false),
  signIn: z.boolean().catch(false),
  emoji: z.boolean().catch(false),
  online: z.boolean().catch(true),
});

export function readChat(id: string, data: unknown): Chat {
  return { ...chatDataSchema.parse(data ?? {}), id };
}
