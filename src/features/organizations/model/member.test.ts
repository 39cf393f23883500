import { describe, expect, it } from 'vitest';
import { isMemberEditable, lastSeenLabel, memberName } from './member';

const now = new Date(2024, 5, 12, 15, 0);

describe('lastSeenLabel', () => {
  it.each([
    [{ state: 'online' as const, lastChanged: null }, 'Online'],
    [{ state: 'offline' as const, lastChanged: null }, 'Never'],
    [{ state: 'offline' as const, lastChanged: new Date(2024, 5, 12, 9, 5).getTime() }, 'Today at 09:05'],
    [{ state: 'offline' as const, lastChanged: new Date(2024, 5, 11, 23, 59).getTime() }, 'Yesterday at 23:59'],
    [{ state: 'offline' as const, lastChanged: new Date(2024, 0, 2, 8, 0).getTime() }, '02.01.2024 08:00'],
  ])('%j reads %s', (member, label) => expect(lastSeenLabel(member, now)).toBe(label));
});

describe('memberName', () => {
  const blank = { uid: 'u9', username: '', firstName: '', lastName: '', email: '' };
  it('prefers the display name, then first and last name, then the email, then the uid', () => {
    expect(memberName({ ...blank, username: 'ada', firstName: 'Ada', email: 'a@x.io' })).toBe('ada');
    expect(memberName({ ...blank, firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(memberName({ ...blank, email: 'a@x.io' })).toBe('a@x.io');
    expect(memberName(blank)).toBe('u9');
  });
});

describe('isMemberEditable', () => {
  it("refuses owners' records and the caller's own", () => {
    expect(isMemberEditable({ uid: 'b', permission: 'producer' }, 'a')).toBe(true);
    expect(isMemberEditable({ uid: 'b', permission: 'owner' }, 'a')).toBe(false);
    expect(isMemberEditable({ uid: 'a', permission: 'viewer' }, 'a')).toBe(false);
  });
});
