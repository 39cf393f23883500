import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_FIELDS } from '../events/event-settings';
import { componentLabel, componentMessages, componentProblem, newComponent, PALETTE, searchPalette, showsIn } from './component';
import { componentListSchema, componentSchema } from './page-schema';
import { eventSiteOf, publicPageFilters } from './event-site';
import { centerLogoAllowed, defaultMenu, menuMessages, menuProblem } from './menu';
import { duplicateTitle, normalizeSlugInput, pageMessages, pageSlugFromTitle, pageSlugProblem, pageTitleProblem } from './page';
import { BUILDER_STATES } from './page-states';
import { checkRegistration, registrationMessages } from './registration';

describe('page titles and slugs (spec 002 section 5)', () => {
  it('strips all but letters, digits and spaces, makes spaces hyphens and lowers the case', () => {
    expect(pageSlugFromTitle('Hello, World! 2026')).toBe('hello-world-2026');
    expect(pageSlugFromTitle('  Ääni   ja Kuva  ')).toBe('ääni---ja-kuva');
    expect(pageSlugFromTitle('Agenda & Speakers')).toBe('agenda--speakers');
    expect(pageSlugFromTitle('a-b_c')).toBe('abc');
    expect(pageSlugFromTitle('x'.repeat(150))).toHaveLength(100);
  });

  it('refuses titles that strip to nothing, with the spec’s message', () => {
    for (const title of ['', '   ', '!?', '🎉🎉', '---']) expect(pageTitleProblem(title), title).toBe(pageMessages.titleRequired);
    expect(pageTitleProblem('Agenda')).toBeNull();
    expect(pageTitleProblem('a'.repeat(201))).toBe(pageMessages.titleTooLong);
  });

  it('normalises a slug as typed and wants at least 3 characters', () => {
    expect(normalizeSlugInput('My New Page!')).toBe('my-new-page');
    expect(normalizeSlugInput('Agenda & Speakers')).toBe('agenda--speakers');
    expect(pageSlugProblem('agenda--speakers')).toBeNull();
    expect(pageSlugProblem('ab')).toBe(pageMessages.slugTooShort);
    expect(pageSlugProblem('abc')).toBeNull();
    expect(pageSlugProblem('ab-c')).toBeNull();
    for (const slug of ['Abc', '-abc', 'abc-', 'a/bc', 'a bc']) expect(pageSlugProblem(slug), slug).toBe(pageMessages.slugCharacters);
  });

  it('numbers a duplicate’s title from 1 to 500', () => {
    expect(duplicateTitle('Home', () => 0)).toBe('Home 1');
    expect(duplicateTitle('Home', () => 0.9999)).toBe('Home 500');
  });
});

describe('components (spec 002 sections 2, 3 and 5)', () => {
  it('has every palette entry of the spec’s table, and the poll block (issue 16), with its block type', () => {
    expect(PALETTE.map((e) => [e.label, e.type])).toEqual([
      ['Send Message', 'sendmessage'],
      ['Text + Image', 'sbs'],
      ['Prelive Image', 'prelive-image'],
      ['Content Video', 'mce'],
      ['Pure HTML', 'mce'],
      ['Text', 'tinymce'],
      ['Jumbotron', 'container-sbs'],
      ['VOD', 'vod'],
      ['Theater', 'theater'],
      ['Stream', 'stream'],
      ['Presenters', 'presenters'],
      ['Horizontal Line', 'hr'],
      ['Jumbotron 1', 'mce'],
      ['Jumbotron 2', 'mce'],
      ['Jumbolist', 'mce'],
      ['Jumbolist (list)', 'List'],
      ['Poll', 'poll'],
      ['Chat', 'chat'],
    ]);
    expect(searchPalette('jumbo').map((e) => e.label)).toEqual(['Jumbotron', 'Jumbotron 1', 'Jumbotron 2', 'Jumbolist', 'Jumbolist (list)']);
    expect(searchPalette('  TEXT ').map((e) => e.label)).toEqual(['Text + Image', 'Text']);
    expect(searchPalette('nothing like it')).toEqual([]);
  });

  it('gives every new block a fresh id, zero spacing and the editors’ defaults', () => {
    const blocks = PALETTE.map((entry) => newComponent(entry));
    expect(new Set(blocks.map((b) => b.id)).size).toBe(PALETTE.length);
    for (const block of blocks) {
      expect(block.params.margin).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
      expect(block.params.padding).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
      expect(block.params).toMatchObject({ backgroundColor: '', backgroundImage: '' });
      expect(componentSchema.safeParse(block).success, block.type).toBe(true);
      expect(componentLabel(block)).toBe(PALETTE.find((e) => e.type === block.type && (e.view === undefined || e.view === block.editor.view))!.label);
    }
    const byKey = (key: string) => newComponent(PALETTE.find((e) => e.key === key)!);
    expect(byKey('sbs').editor).toMatchObject({ width: 300, view: 'center', direction: 2 });
    expect(byKey('prelive-image').editor).toMatchObject({ textColor: '#FFFFFF' });
    expect(byKey('sendmessage').editor).toMatchObject({ title: 'Send Message', namePlaceholder: 'Your name', messagePlaceholder: 'Type your message', buttonText: 'Send' });
  });

  it('refuses a width under 300 and custom states with none chosen', () => {
    const sbs = newComponent(PALETTE[1]);
    expect(componentProblem({ ...sbs, editor: { ...sbs.editor, width: 299 } })).toBe(componentMessages.widthTooSmall);
    expect(componentProblem({ ...sbs, editor: { ...sbs.editor, width: 300 } })).toBeNull();
    const custom = { ...sbs, customStates: true };
    expect(componentProblem(custom)).toBe(componentMessages.statesNeeded);
    expect(componentProblem({ ...custom, params: { ...custom.params, states: ['live'] } })).toBeNull();
  });

  it('shows a block in every state, or with custom states only in the chosen ones', () => {
    const block = newComponent(PALETTE[2]);
    expect(BUILDER_STATES.every((state) => showsIn(block, state))).toBe(true);
    const prelive = { ...block, customStates: true, params: { ...block.params, states: ['prelive' as const] } };
    expect(BUILDER_STATES.filter((state) => showsIn(prelive, state))).toEqual(['prelive']);
  });

  it('bounds the component edit drawer’s fields', () => {
    const block = newComponent(PALETTE[5]);
    const bad = [
      { col: 25 },
      { offset: 16 },
      { params: { ...block.params, height: 100_010 } },
      { params: { ...block.params, height: 15 } },
      { params: { ...block.params, margin: { ...block.params.margin, top: 155 } } },
      { params: { ...block.params, padding: { ...block.params.padding, left: -55 } } },
      { params: { ...block.params, padding: { ...block.params.padding, left: 7 } } },
      { cssID: '1st' },
      { cssClass: 'a;b' },
      { params: { ...block.params, backgroundImage: 'javascript:alert(1)' } },
      { params: { ...block.params, backgroundColor: 'red' } },
    ];
    for (const change of bad) expect(componentSchema.safeParse({ ...block, ...change }).success, JSON.stringify(change)).toBe(false);
    expect(componentSchema.safeParse({ ...block, col: 0, offset: 15, cssID: 'hero', cssClass: 'a b-c', params: { ...block.params, height: 100_000 } }).success).toBe(true);
    expect(componentListSchema.safeParse([block, block]).success).toBe(false);
  });

});

describe('menus (spec 002 sections 5 and 9)', () => {
  it('names a new menu Menu- and a number below 6942, with the spec’s colours', () => {
    expect(defaultMenu(() => 0).name).toBe('Menu-0');
    expect(defaultMenu(() => 0.99999).name).toBe('Menu-6941');
    expect(defaultMenu().colors).toEqual({ backgroundColor: '#fcfcfc', mainColor: '#000000', secondaryColor: '#0088FF' });
  });

  it('centres the logo only when the links are not shown', () => {
    const menu = defaultMenu();
    expect(centerLogoAllowed({ linksShow: 'true' })).toBe(false);
    expect(menuProblem({ ...menu, typeData: { ...menu.typeData, centerLogo: 'true' } })).toBe(menuMessages.centerLogo);
    expect(menuProblem({ ...menu, typeData: { ...menu.typeData, centerLogo: 'true', linksShow: 'false' } })).toBeNull();
  });
});

describe('registration answers', () => {
  const fields = [...DEFAULT_REGISTRATION_FIELDS, { name: 'phone', key: 'phone', label: 'Phone', placeholder: '+358 40 123 4567', required: false, selected: true, fieldType: 'phone' as const, options: [] }];

  it('accepts the shown fields, trimmed, and leaves empty optional ones out', () => {
    expect(checkRegistration(fields, { email: ' A@B.fi ', phone: '' })).toEqual({ ok: true, answers: { email: 'a@b.fi' } });
    expect(checkRegistration(fields, { email: 'a@b.fi', phone: '+358 40 123 4567' })).toEqual({ ok: true, answers: { email: 'a@b.fi', phone: '+358 40 123 4567' } });
  });

  it('refuses a missing email, an unknown or hidden field, and a phone without a country code', () => {
    expect(checkRegistration(fields, {})).toMatchObject({ ok: false, field: 'email', error: registrationMessages.required('Email') });
    expect(checkRegistration(fields, { email: 'a@b.fi', firstName: 'Ada' })).toMatchObject({ ok: false, error: registrationMessages.unknownField('firstName') });
    expect(checkRegistration(fields, { email: 'a@b.fi', phone: '040 123' })).toMatchObject({ ok: false, error: registrationMessages.invalidPhone });
    expect(checkRegistration(fields, { email: 'a@b.fi', phone: 42 })).toMatchObject({ ok: true });
  });
});

describe('the site document', () => {
  const event = { status: 'created', slug: 'spring', title: 'Spring', state: 'live', headerMenu: 'm1', passHash: '', organization: 'org1', encoderToken: 'secret' };
  const menus = new Map([['m1', { name: 'Main', pages: [{ id: 'p1', label: 'Home', slug: 'home' }] }]]);

  it('is open with its menus, holds none of the event’s secrets, and does not exist before the event is ready', () => {
    const site = eventSiteOf('e1', event, menus, 3)!;
    expect(site).toMatchObject({ eventId: 'e1', state: 'live', open: true, contentVersion: 3, headerMenu: { id: 'm1', name: 'Main' } });
    expect(JSON.stringify(site)).not.toMatch(/org1|secret|encoderToken|passHash/);
    expect(eventSiteOf('e1', { ...event, status: 'event-created' }, menus, 0)).toBeNull();
    expect(eventSiteOf('e1', null, menus, 0)).toBeNull();
  });

  it('is closed, without menus, when the event is protected or asks viewers to register', () => {
    expect(eventSiteOf('e1', { ...event, protectionType: 'pin', pinHash: 'scrypt$x' }, menus, 0)).toMatchObject({ open: false, protection: 'pin', headerMenu: null });
    expect(eventSiteOf('e1', { ...event, protectionType: 'pin', pinHash: '' }, menus, 0)).toMatchObject({ open: true, protection: null });
    expect(eventSiteOf('e1', { ...event, registerReq: true }, menus, 0)).toMatchObject({ open: false, registerReq: true, headerMenu: null });
  });

  it('asks for a state’s public pages with exactly the filters the rules want', () => {
    expect(publicPageFilters('live')).toEqual([
      { field: 'visibility', op: '==', value: true },
      { field: 'removed', op: '==', value: false },
      { field: 'published', op: '==', value: true },
      { field: 'states', op: 'array-contains', value: 'live' },
    ]);
  });
});
