import { describe, expect, it } from 'vitest';
import { toSettingsEvent } from './settings-event';
import { changedFields, exportFileName, patchProblems, pruneDraft, settingsExport, typedSlug } from './settings-form';

const stored = toSettingsEvent('e1', {
  title: 'Spring Summit',
  slug: 'spring-summit',
  date: new Date(Date.UTC(2026, 5, 12, 16, 30)),
  language: 'se',
  showPageTitle: true,
  passHash: 'secret',
  pinHash: 'secret',
  protectionType: 'pin',
  permission: { organization: 'org1' },
});

describe('the settings form', () => {
  it('reads the old Swedish code, the older organisation field and missing fields as a new event has them', () => {
    expect(stored).toMatchObject({ language: 'swe', organizationId: 'org1', font: '', favicon: { url: '' }, userTypes: 'none', registerReq: false });
    expect(stored.registration.map((field) => field.name)).toEqual(['firstName', 'lastName', 'email']);
  });

  it('sends only what differs from the stored event', () => {
    const draft = { title: 'Spring Summit', description: 'New', showPageTitle: true, date: Date.UTC(2027, 0, 1) };
    expect(changedFields(stored, draft)).toEqual({ description: 'New', date: Date.UTC(2027, 0, 1) });
    expect(pruneDraft(stored, draft)).toEqual({ description: 'New', date: Date.UTC(2027, 0, 1) });
    const unchanged = { description: 'New' };
    expect(pruneDraft(stored, unchanged)).toBe(unchanged);
  });

  it('tidies a slug as it is typed, keeping a hyphen just typed', () => {
    expect(typedSlug('Größe Ärger')).toBe('grosse-arger');
    expect(typedSlug('summit ')).toBe('summit-');
    expect(typedSlug('summit-2')).toBe('summit-2');
    expect(typedSlug('!!! ')).toBe('');
  });

  it('gives the settings page’s messages', () => {
    expect(patchProblems({ title: '  ', slug: 'ab' })).toEqual({ title: 'Please give a title for the event', slug: 'Slug need to be atleast 3 characters' });
    expect(patchProblems({ slug: 'summit-' })).toEqual({ slug: 'Slug needs to start and end with a letter or digit.' });
    expect(patchProblems({ favicon: { url: 'javascript:alert(1)' } })).toEqual({ favicon: 'Please give a web address: http:// or https://, nothing else.' });
    expect(patchProblems({ title: 'Fine title', favicon: { url: 'https://x.test/icon.png' } })).toEqual({});
  });

  it('exports the settings fields with an ISO date and never the protection secrets', () => {
    const exported = settingsExport(stored);
    expect(exported).toMatchObject({ title: 'Spring Summit', language: 'swe', date: '2026-06-12T16:30:00.000Z', protectionType: 'pin' });
    expect(JSON.stringify(exported)).not.toContain('secret');
    expect(exportFileName(stored)).toBe('spring-summit-settings.json');
  });
});
