/**
 * The one reading of a chat document (spec 001, Chat), for the chat list, moderation, the
 * audience page, the site's Chat block and the server's audience endpoint alike. No zod (the
 * site's light entry imports this). Odd or missing values fall back instead of hiding the chat:
 * switches read as off, except `online`, which reads as on: a chat is open until someone closes
 * it (closing a chat flips its online flag).
 */
import type { Chat } from './chat';

type Fields = Partial<Record<keyof Chat, unknown>>;

const isFields = (data: unknown): data is Fields => typeof data === 'object' && data !== null && !Array.isArray(data);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function readChat(id: string, data: unknown): Chat {
  const d: Fields = isFields(data) ? data : {};
  return {
    title: typeof d.title === 'string' ? d.title : '',
    autoApprove: flag(d.autoApprove, false),
    presenterChat: flag(d.presenterChat, false),
    signIn: flag(d.signIn, false),
    emoji: flag(d.emoji, false),
    online: flag(d.online, true),
    id,
  };
}
