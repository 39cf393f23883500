/** The audience's view of a chat (issue 5, "The audience"); its messages are domain/chats/public-message.ts. */
import { readChat } from '@domain/chats/read-chat';
import type { DocData } from '@/backend/port';

export type AudienceChat = { title: string; signIn: boolean; online: boolean };

export function toAudienceChat(data: DocData | undefined): AudienceChat {
  const { title, signIn, online } = readChat('', data);
  return { title, signIn, online };
}
