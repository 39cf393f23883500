import { describe, expect, it } from 'vitest';
import { mergeInviteEmails, normalizeInviteEmail, parseInviteEmails } from './invite-emails';

describe('invite email rules (spec 000 section 5)', () => {
  it('splits typed text on commas and spaces, in any mix', () => {
    expect(parseInviteEmails('ada@example.com, bob@example.com  carol@example.org,dan@example.net')).toEqual([
      'ada@example.com',
      'bob@example.com',
      'carol@example.org',
      'dan@example.net',
    ]);
    expect(parseInviteEmails('ada@example.com\n\tbob@example.com')).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('silently drops entries that are not email addresses', () => {
    expect(parseInviteEmails('ada@example.com, not-an-email, @example.com, bob@, bob@example ,,')).toEqual(['ada@example.com']);
    expect(parseInviteEmails('   ')).toEqual([]);
    expect(parseInviteEmails('<script>@example.com')).toEqual([]);
  });

  it('drops duplicates, whatever their case, keeping the first', () => {
    expect(parseInviteEmails('Ada@Example.com ada@example.com ADA@EXAMPLE.COM')).toEqual(['ada@example.com']);
  });

  it('merges into the list already collected without repeating an address', () => {
    expect(mergeInviteEmails(['ada@example.com'], ['bob@example.com', 'ADA@example.com', 'bad'])).toEqual(['ada@example.com', 'bob@example.com']);
    expect(mergeInviteEmails(['ada@example.com'], parseInviteEmails('ada@example.com'))).toEqual(['ada@example.com']);
  });

  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(parseInviteEmails(long)).toEqual([]);
  });

  it('compares addresses trimmed and in lower case', () => {
    expect(normalizeInviteEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
