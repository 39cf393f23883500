import { z } from 'zod';
import { chatMessages } from '@domain/chats/chat';

/** The chat form's values as the create and update operations accept them (spec 001 section 5). */
export const chatInputSchema = z.object({
  title: z.string().trim().min(1, chatMessages.titleRequired),
  autoApprove: z.boolean(),
  presenterChat: z.boolean(),
  signIn: z.boolean(),
  emoji: z.boolean(),
  online: z.boolean(),
});

export type ChatInput = z.input<typeof chatInputSchema>;
