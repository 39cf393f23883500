import type { Chat } from '@domain/chats/chat';
import { readChat } from '@domain/chats/read-chat';

/** A chat as the list shows it; odd or missing values fall back instead of hiding the chat. */
export type ChatRow = Chat & { createdAt: Date | null };

/** What the chat form edits: the spec's Chat fields without the id and the dates. */
export type ChatFields = Omit<Chat, 'id'>;

export function toChatRow(id: string, data: unknown): ChatRow {
  const createdAt = typeof data === 'object' && data !== null ? (data as { createdAt?: unknown }).createdAt : undefined;
  return { ...readChat(id, data), createdAt: createdAt instanceof Date ? createdAt : null };
}

export const newChatFields: ChatFields = { title: '', autoApprove: false, presenterChat: false, signIn: false, emoji: false, online: true };

/** Spec 001 section 5: empty values are stripped before saving, so a blank field is never stored. */
export function withoutEmptyValues<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/** The form's values as they are saved: the title trimmed, switches left unset count as off. */
export function chatFieldsFrom(values: Partial<ChatFields>): ChatFields {
  return {
    title: (values.title ?? '').trim(),
    autoApprove: values.autoApprove ?? false,
    presenterChat: values.presenterChat ?? false,
    signIn: values.signIn ?? false,
    emoji: values.emoji ?? false,
    online: values.online ?? true,
  };
}
