/**
 * What an audience member may write in a chat (issue 5, "The audience"): the server's endpoint
 * decides with these rules, and the audience page checks the same ones before it sends.
 * Lengths count code points, so that an emoji counts as the one character a reader sees.
 */
import { chatMessages, MESSAGE_MAX_LENGTH, SENDER_NAME_MAX_LENGTH } from './chat';

export const codePointLength = (text: string): number => [...text].length;

// C0 and C1 controls, DEL included; a message keeps its line breaks and tabs.
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const NAME_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

export const cleanMessageText = (text: string): string => text.replace(MESSAGE_CONTROLS, '').trim();
export const cleanSenderName = (name: string): string => name.replace(NAME_CONTROLS, '').trim();

export type AudienceMessage = { name: string; text: string };
export type AudienceMessageCheck = { ok: true; message: AudienceMessage } | { ok: false; error: string };

/** The message as it will be stored, or the text that says why it is refused. An empty name is Anonymous. */
export function checkAudienceMessage(name: string | undefined, text: string): AudienceMessageCheck {
  const cleanText = cleanMessageText(text);
  const cleanName = cleanSenderName(name ?? '');
  if (cleanText === '') return { ok: false, error: chatMessages.emptyMessage };
  if (codePointLength(cleanText) > MESSAGE_MAX_LENGTH) return { ok: false, error: chatMessages.tooLong };
  if (codePointLength(cleanName) > SENDER_NAME_MAX_LENGTH) return { ok: false, error: chatMessages.nameTooLong };
  return { ok: true, message: { name: cleanName, text: cleanText } };
}
