import { describe, expect, it } from 'vitest';
import { readChat } from './read-chat';

describe('reading a chat document', () => {
  it('reads a chat without an online flag as online, as every screen and the audience endpoint do', () => {
    expect(readChat('c1', { title: 'Main' })).toEqual({
      id: 'c1',
      title: 'Main',
      autoApprove: false,
      presenterChat: false,
      signIn: false,
      emoji: false,
      online: true,
    });
    expect(readChat('c1', { title: 'Main', online: false }).online).toBe(false);
  });

  it('reads odd values as their fallback instead of failing', () => {
    expect(readChat('c2', { title: 7, signIn: 'yes', online: 'no' })).toMatchObject({ title: '', signIn: false, online: true });
    expect(readChat('c3', undefined).title).toBe('');
  });
});
