import { z } from 'zod';
import { CHAT_TITLE_MAX_LENGTH, chatMessages } from '@domain/chats/chat';

/** The chat form's values as the create and update operations accept them (spec 001 section 5). */
export const chatInputSchema = z.object({
  title: z.string().trim().min(1, chatMessages.titleRequired).max(CHAT_TITLE_MAX_LENGTH),
  autoApprove: z.boolean(),
  presenterChat: z.boolean(),
  signIn: z.boolean(),
  emoji: z.boolean(),
  online: z.boolean(),
});

export type ChatInput = z.input<typeof chatInputSchema>;
