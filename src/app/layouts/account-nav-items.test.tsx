import { describe, expect, it } from 'vitest';
import { isStaffEmail } from '@/lib/config';
import { accountNavItems } from './account-nav-items';

type Item = { key?: unknown; disabled?: boolean; children?: Item[] } | null;

/** The entries' keys in menu order, with disabled ones marked. */
function keys(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (!item) return [];
    if (item.children) return keys(item.children);
    return [`${String(item.key)}${item.disabled ? ' (disabled)' : ''}`];
  });
}

const owned = { id: 'o1', name: 'Owned', isOwner: true };
const joined = { id: 'o2', name: 'Joined', isOwner: false };
const loaded = (data: (typeof owned)[]) => ({ status: 'success' as const, data, error: null });

describe('the account navigation of spec 000 section 2.2', () => {
  it('lists Events, About, each organisation, the disabled Organisation Settings and Settings', () => {
    expect(keys(accountNavItems(loaded([owned, joined]), false) as Item[])).toEqual([
      '/',
      '/about',
      '/organization/o1',
      '/member/o1',
      '/organization/o1/materials',
      '/organization/o2',
      '/organization/o2/materials',
      'organisation-settings (disabled)',
      '/settings',
    ]);
  });

  it('shows the Members entry only for organisations the user owns', () => {
    expect(keys(accountNavItems(loaded([joined]), false) as Item[])).not.toContain('/member/o2');
  });

  it('says so while the organisations load, and when they cannot be read', () => {
    expect(keys(accountNavItems({ status: 'pending', data: undefined, error: null }, false) as Item[])).toContain(
      'organisations-loading (disabled)',
    );
    const failed = keys(accountNavItems({ status: 'error', data: undefined, error: new Error('offline') }, false) as Item[]);
    expect(failed).toContain('organisations-failed (disabled)');
  });

  it('keeps the organisations it had when a later update fails', () => {
    const stale = keys(accountNavItems({ status: 'error', data: [owned], error: new Error('offline') }, false) as Item[]);
    expect(stale).toContain('/organization/o1');
    expect(stale).not.toContain('organisations-failed (disabled)');
  });

  it('shows the Access entry only when asked to, for the staff account', () => {
    expect(keys(accountNavItems(loaded([]), true) as Item[]).at(-1)).toBe('/access');
    expect(keys(accountNavItems(loaded([]), false) as Item[])).not.toContain('/access');
  });
});

describe('the staff account', () => {
  it('is the configured email, compared without case or surrounding space', () => {
    expect(isStaffEmail(' Staff@Example.com ', 'staff@example.com')).toBe(true);
    expect(isStaffEmail('someone@example.com', 'staff@example.com')).toBe(false);
  });

  it('is nobody when no staff email is configured', () => {
    expect(isStaffEmail('staff@example.com', undefined)).toBe(false);
    expect(isStaffEmail(null, 'staff@example.com')).toBe(false);
  });
});
