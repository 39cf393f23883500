/**
 * Which moderation actions a message offers and the type each one writes, straight from the
 * transitions of spec 001 section 4.4.
 */
import type { Chat, MessageType } from '@domain/chats/chat';
import { approved, canApprove, canTogglePresenter, presenterToggled, rejected } from '@domain/chats/transitions';

export type ModerationAction = 'approve' | 'reject' | 'presenter';

type ChatSettings = Pick<Chat, 'autoApprove' | 'presenterChat'>;

export function nextType(action: ModerationAction, chat: ChatSettings, type: MessageType): MessageType {
  if (action === 'approve') return approved();
  if (action === 'reject') return rejected(chat, type);
  return presenterToggled(type);
}

export function availableActions(chat: ChatSettings, type: MessageType): ModerationAction[] {
  return [
    ...(canApprove(chat, type) ? (['approve'] as const) : []),
    ...(canTogglePresenter(chat) ? (['presenter'] as const) : []),
    'reject',
  ];
}

/** The presenter toggle says where it sends the message. */
export function presenterLabel(type: MessageType): string {
  switch (presenterToggled(type)) {
    case 'presenter':
      return 'Show to presenter';
    case 'accepted':
      return 'Hide from presenter';
    case 'presenter-only':
      return 'Presenter only';
    default:
      return 'Back to inbox';
  }
}

/** Moving a message to the presenter stamps when, so the presenter view can order by it. */
export const reachesPresenter = (type: MessageType): boolean => type === 'presenter' || type === 'presenter-only';
