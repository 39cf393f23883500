import { describe, expect, it } from 'vitest';
import type { MessageType } from './chat';
import { acceptedColumn, canApprove, canTogglePresenter, isPending, presenterToggled, rejected, replyPreview, shouldSend } from './transitions';

const moderated = { autoApprove: false, presenterChat: true };
const autoApproved = { autoApprove: true, presenterChat: false };
const TYPES: MessageType[] = [null, 'accepted', 'presenter', 'presenter-only', 'exhibitor', 'inbox', 'rejected', 'muted'];

describe('the chat message transitions of spec 001 section 4.4', () => {
  it('offers Approve only when the chat does not auto-approve and the message is neither accepted nor presenter', () => {
    expect(TYPES.filter((type) => canApprove(moderated, type))).toEqual([null, 'presenter-only', 'exhibitor', 'inbox', 'rejected', 'muted']);
    expect(TYPES.filter((type) => canApprove(autoApproved, type))).toEqual([]);
  });

  it('toggles the presenter: accepted ⇄ presenter, presenter-only back to pending, anything else to presenter-only', () => {
    expect(presenterToggled('accepted')).toBe('presenter');
    expect(presenterToggled('presenter')).toBe('accepted');
    expect(presenterToggled('presenter-only')).toBeNull();
    for (const type of [null, 'exhibitor', 'inbox', 'rejected', 'muted'] as MessageType[]) expect(presenterToggled(type)).toBe('presenter-only');
  });

  it('has the presenter toggle only in chats with presenter chat', () => {
    expect(canTogglePresenter(moderated)).toBe(true);
    expect(canTogglePresenter(autoApproved)).toBe(false);
  });

  it('rejects an accepted message of a moderated chat back to pending, and turns anything else down for good', () => {
    expect(rejected(moderated, 'accepted')).toBeNull();
    expect(rejected(autoApproved, 'accepted')).toBe('rejected');
    for (const type of [null, 'presenter', 'presenter-only', 'exhibitor', 'inbox'] as MessageType[]) {
      expect(rejected(moderated, type)).toBe('rejected');
      expect(rejected(autoApproved, type)).toBe('rejected');
    }
  });

  it('counts unset, empty and inbox types as pending', () => {
    expect([null, undefined, '', 'inbox', 'accepted', 'rejected', 'muted'].map((type) => isPending(type as MessageType))).toEqual([true, true, true, true, false, false, false]);
  });

  it('lists accepted and presenter messages newest first; undated (just written) ones on top', () => {
    const at = (iso: string | null) => (iso ? new Date(iso) : null);
    const messages = [
      { id: 'old', type: 'accepted' as MessageType, createdAt: at('2026-01-01T10:00:00Z') },
      { id: 'pending', type: null, createdAt: at('2026-01-01T12:00:00Z') },
      { id: 'new', type: 'presenter' as MessageType, createdAt: at('2026-01-01T11:00:00Z') },
      { id: 'just-sent', type: 'accepted' as MessageType, createdAt: null },
      { id: 'presenter-only', type: 'presenter-only' as MessageType, createdAt: at('2026-01-01T13:00:00Z') },
    ];
    expect(acceptedColumn(messages).map((m) => m.id)).toEqual(['just-sent', 'new', 'old']);
  });

  it('cuts a reply quote at 150 characters with an ellipsis', () => {
    expect(replyPreview('a'.repeat(150))).toBe('a'.repeat(150));
    expect(replyPreview('a'.repeat(151))).toBe(`${'a'.repeat(150)}…`);
  });

  it('sends a moderator message only when it is longer than 2 characters, not blank, and nothing is sending', () => {
    expect(shouldSend('ok', false)).toBe(false);
    expect(shouldSend('   ', false)).toBe(false);
    expect(shouldSend('  a  ', false)).toBe(true);
    expect(shouldSend('yes', false)).toBe(true);
    expect(shouldSend('yes', true)).toBe(false);
  });
});
