/**
 * The moderation transitions of spec 001 section 4.4, as pure functions of the chat's settings
 * and the message's type. The moderation screens show an action only when it applies, and
 * every action writes the type its function returns.
 */
import { MODERATOR_MESSAGE_MIN_EXCLUSIVE, REPLY_PREVIEW_LENGTH, type Chat, type MessageType } from './chat';

type ChatSettings = Pick<Chat, 'autoApprove' | 'presenterChat'>;

export const isPending = (type: MessageType | undefined | ''): boolean => type === null || type === undefined || type === '' || type === 'inbox';

/** Approve is offered only when the chat does not auto-approve and the message is neither accepted nor presenter. */
export function canApprove(chat: ChatSettings, type: MessageType): boolean {
  return !chat.autoApprove && type !== 'accepted' && type !== 'presenter';
}

export const approved = (): MessageType => 'accepted';

/** The presenter toggle exists only in chats with presenter chat on. */
export function canTogglePresenter(chat: ChatSettings): boolean {
  return chat.presenterChat;
}

/** accepted -> presenter, presenter -> accepted, presenter-only -> pending, anything else -> presenter-only. */
export function presenterToggled(type: MessageType): MessageType {
  switch (type) {
    case 'accepted':
      return 'presenter';
    case 'presenter':
      return 'accepted';
    case 'presenter-only':
      return null;
    default:
      return 'presenter-only';
  }
}

/**
 * Rejecting (after the second click): an accepted message of a chat that does not auto-approve
 * goes back to pending; anything else is turned down for good ('rejected': out of every column).
 */
export function rejected(chat: ChatSettings, type: MessageType): MessageType {
  return !chat.autoApprove && type === 'accepted' ? null : 'rejected';
}

/** The accepted column: accepted and presenter messages, newest first. */
export function acceptedColumn<M extends { type: MessageType; createdAt: Date | null }>(messages: readonly M[]): M[] {
  return messages.filter((m) => m.type === 'accepted' || m.type === 'presenter').sort(newestFirst);
}

export function newestFirst<M extends { createdAt: Date | null }>(a: M, b: M): number {
  return (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity);
}

/** A reply's quoted text: at most REPLY_PREVIEW_LENGTH characters, then an ellipsis. */
export function replyPreview(text: string, max = REPLY_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Whether the moderator's send box sends this text (spec 001 section 5). */
export function shouldSend(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0 && text.length > MODERATOR_MESSAGE_MIN_EXCLUSIVE;
}
