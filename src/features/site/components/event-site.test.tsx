// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newComponent, PALETTE, type PageComponent } from '@domain/pages/component';
import { PAGES } from '@domain/pages/page';
import { siteAccessMessages } from '@domain/pages/site-access';
import { registrationMessages } from '@domain/pages/registration';
import { createBackendDouble, type BackendDouble } from '@tests/doubles/backend-double';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SiteBackendProvider } from '@/lib/site-backend';
import { BackendError, type DocData } from '@/backend/port';
import type { PageChoice } from '../model/site-page';
import { EventSiteScreen } from './EventSiteScreen';

const EVENT = 'ev1';
const entry = (key: string) => PALETTE.find((e) => e.key === key)!;

function block(key: string, id: string, change: Partial<PageComponent> = {}): PageComponent {
  return { ...newComponent(entry(key), id), ...change };
}

const preliveImage = block('prelive-image', 'b1', {
  customStates: true,
  editor: { img: '/prelive.png', text: 'Starting soon', textColor: '#FFFFFF' },
  params: { ...newComponent(entry('prelive-image')).params, states: ['prelive'] },
});
const welcome = block('text', 'b2', { content: '<p>Welcome to the summit<img src=x onerror="window.__xss=1"></p>' });

/**
 * The event as its producers wrote it; the server mirrors it (and its header menu) into the
 * public site document the screen reads.
 */
function eventDoc(change: DocData = {}): DocData {
  return { title: 'Spring Summit', slug: 'summit', status: 'created', state: 'prelive', refresh: 'r1', frontPage: 'front', ...change };
}

const pageDoc = (title: string, slug: string, states: string[], components: PageComponent[]): DocData =>
  ({ title, slug, states, components, template: 'container', visibility: true, removed: false, published: true }) as unknown as DocData;

const menu: DocData = {
  name: 'Main',
  title: 'Summit',
  type: 'header',
  img: '',
  secondaryLogo: '',
  pages: [
    { id: 'front', label: 'Home', slug: 'home' },
    { id: 'agenda', label: 'Agenda', slug: 'agenda' },
    { id: 'gone', label: 'Old page', slug: 'old' },
  ],
  colors: { mainColor: '#000000', secondaryColor: '#000000', backgroundColor: '#ffffff' },
  css: { params: '', position: 'right' },
  active: true,
  typeData: { visible: 'true', linksShow: 'true', fixed: 'false', centerLogo: 'false', showWaterMark: 'false' },
};

function openSite(path = '/e/summit', eventChange: DocData = {}, pageSlug?: string): BackendDouble {
  const double = createBackendDouble({
    user: null,
    docs: {
      [`events/${EVENT}`]: eventDoc(eventChange),
      [`events/${EVENT}/menus/m1`]: menu,
      [`${PAGES(EVENT)}/front`]: pageDoc('Home', 'home', ['prelive', 'live'], [preliveImage, welcome]),
      [`${PAGES(EVENT)}/agenda`]: pageDoc('Agenda', 'agenda', ['prelive', 'live'], [block('text', 'b3', { content: '<p>Keynote at ten</p>' })]),
    },
  });
  renderSite(double, { slug: 'summit' }, pageSlug ? { slug: pageSlug } : null, path);
  return double;
}

afterEach(cleanup);

/** The site as its own entry renders it: its backend and nothing of the admin app around it. */
function renderSite(double: BackendDouble, address: { slug: string } | { eventId: string }, page: PageChoice, path: string, bare = false) {
  window.history.replaceState(null, '', path);
  render(
    <SiteBackendProvider value={double.backend}>
      <EventSiteScreen address={address} page={page} bare={bare} navigate={(to) => window.history.pushState(null, '', to)} />
    </SiteBackendProvider>,
  );
}

describe('EventSiteScreen, an open site', () => {
  it('shows the front page in the event’s state, its user HTML sanitised', async () => {
    openSite();
    expect(await screen.findByText('Welcome to the summit')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Starting soon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    // The title is set in an effect after the page's content commits.
    await waitFor(() => expect(document.title).toBe('Home | Spring Summit'));
  });

  it('replaces the prelive image when the event goes live, without a reload', async () => {
    const double = openSite();
    await screen.findByRole('img', { name: 'Starting soon' });
    double.seed({ [`events/${EVENT}`]: eventDoc({ state: 'live' }) });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Starting soon' })).toBeNull());
    expect(screen.getByText('Welcome to the summit')).toBeTruthy();
  });

  it('shows a page by its slug', async () => {
    openSite('/e/summit/agenda', {}, 'agenda');
    expect(await screen.findByText('Keynote at ten')).toBeTruthy();
  });

  it('says the page does not exist for an unknown slug', async () => {
    openSite('/e/summit/nope', {}, 'nope');
    expect(await screen.findByRole('heading', { name: 'Sorry, the page you visited does not exist.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the front page' }).getAttribute('href')).toBe('/e/summit');
  });

  it('shows the header menu with links to the pages the viewer can see only', async () => {
    openSite('/e/summit', { headerMenu: 'm1' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/e/summit/home'],
      ['Agenda', '/e/summit/agenda'],
    ]);
  });

  it('reports a visit of each page shown, from one visitor across a reload (issue 31)', async () => {
    const double = openSite();
    await screen.findByText('Welcome to the summit');
    const visits = () => double.calls.filter((c) => c.name === 'recordVisit').map((c) => c.input as Record<string, unknown>);
    await waitFor(() => expect(visits()).toEqual([{ eventId: EVENT, visitorId: expect.stringMatching(/^[\w-]{22}$/), pageId: 'front' }]));
    cleanup();
    renderSite(double, { slug: 'summit' }, { slug: 'agenda' }, '/e/summit/agenda');
    await screen.findByText('Keynote at ten');
    await waitFor(() => expect(visits()).toHaveLength(2));
    expect(visits()[1]).toEqual({ ...visits()[0], pageId: 'agenda' });
  });

  it('reloads when the dashboard asks viewers to refresh', async () => {
    const double = openSite();
    await screen.findByText('Welcome to the summit');
    let reloaded = 0;
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload: () => reloaded++ } });
    try {
      double.seed({ [`events/${EVENT}`]: eventDoc({ refresh: 'r2' }) });
      await waitFor(() => expect(reloaded).toBe(1));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('shows one page by its id for /page-iframe, with the menus, and without them under the embedded-frame marker', async () => {
    const double = createBackendDouble({
      user: null,
      docs: {
        [`events/${EVENT}`]: eventDoc({ headerMenu: 'm1' }),
        [`events/${EVENT}/menus/m1`]: menu,
        [`${PAGES(EVENT)}/agenda`]: pageDoc('Agenda', 'agenda', ['prelive'], [block('text', 'b3', { content: '<p>Keynote at ten</p>' })]),
      },
    });
    renderSite(double, { eventId: EVENT }, { id: 'agenda' }, '/page-iframe/agenda');
    expect(await screen.findByText('Keynote at ten')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    cleanup();
    renderSite(double, { eventId: EVENT }, { id: 'agenda' }, '/page-iframe/agenda?iframe=true', true);
    expect(await screen.findByText('Keynote at ten')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when no event has the slug', async () => {
    const double = createBackendDouble({ user: null });
    renderSite(double, { slug: 'nobody' }, null, '/e/nobody');
    expect(await screen.findByRole('heading', { name: siteAccessMessages.noEvent })).toBeTruthy();
  });
});

describe('EventSiteScreen, an event that continues elsewhere', () => {
  const destination = 'https://elsewhere.example/after?from=summit#top';

  it('names the destination and sends nobody there unasked; the visitor may stay', async () => {
    const original = window.location;
    const navigations: string[] = [];
    const go = (to: string | URL) => void navigations.push(String(to));
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, replace: go, assign: go } });
    try {
      openSite('/e/summit', { redirectURL: destination });
      const heading = await screen.findByRole('heading', { level: 1, name: 'This event continues at elsewhere.example' });
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText(destination)).toBeTruthy();
      const proceed = screen.getByRole('link', { name: 'Continue to elsewhere.example' });
      expect(proceed.getAttribute('href')).toBe(destination);
      expect(proceed.getAttribute('rel')).toContain('noopener');

      const { default: axe } = await import('axe-core');
      // jsdom does not paint: contrast is checked in the browser tests.
      const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Stay on this site' }));
      expect(await screen.findByText('Welcome to the summit')).toBeTruthy();
      expect(navigations).toEqual([]);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('does not let the event’s custom CSS hide the destination', async () => {
    openSite('/e/summit', { redirectURL: destination, styleSheet: { id: '', css: '.ed-site-message { display: none }' } });
    await screen.findByRole('heading', { name: 'This event continues at elsewhere.example' });
    expect(document.querySelector('style')).toBeNull();
  });
});

describe('EventSiteScreen, a site that is not open', () => {
  const content = { state: 'prelive' as const, headerMenu: null, footerMenu: null, viewer: null };

  it('asks for the password, shows the server’s refusal, then the pages with the pass it gives', async () => {
    const double = openSite('/e/summit', { protectionType: 'password', passHash: 'a-hash' });
    double.answerCall('eventSiteContent', ({ pass }) =>
      pass === 'pass-1'
        ? { ...content, needs: [], pages: [{ id: 'front', slug: 'home', title: 'Home', template: 'container', states: ['prelive'], components: [welcome] }] }
        : { ...content, needs: ['protection'], pages: [] },
    );
    double.answerCall('unlockEventSite', ({ secret }) => {
      if (secret !== 'open sesame') throw new BackendError('permission-denied', siteAccessMessages.wrongPassword);
      return { pass: 'pass-1' };
    });
    expect(await screen.findByRole('heading', { name: siteAccessMessages.passwordTitle })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(siteAccessMessages.wrongPassword)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'open sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome to the summit')).toBeTruthy();
    expect(window.localStorage.getItem(`eventdesk.sitePass.${EVENT}`)).toBe('pass-1');
  });

  it('asks an email-protected site’s viewer for their address, checks its shape first, lets in a participant and no one else', async () => {
    window.localStorage.clear();
    const double = openSite('/e/summit', { protectionType: 'email', emailKey: 'k1' });
    double.seed({ [`events/${EVENT}/users/p1`]: { email: 'ada@example.com', firstName: 'Ada', registered: false, disabled: false } });
    await double.settled();
    expect(await screen.findByRole('heading', { name: siteAccessMessages.passwordTitle })).toBeTruthy();
    expect(screen.getByText(siteAccessMessages.emailPrompt)).toBeTruthy();
    const address = screen.getByLabelText('E-mail address') as HTMLInputElement;
    expect(address.type).toBe('email');
    fireEvent.change(address, { target: { value: 'ada at example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(siteAccessMessages.invalidEmail)).toBeTruthy();
    expect(double.calls.filter((c) => c.name === 'unlockEventSite')).toEqual([]);
    fireEvent.change(address, { target: { value: 'eve@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(siteAccessMessages.notOnList)).toBeTruthy();
    fireEvent.change(address, { target: { value: ' ADA@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome to the summit')).toBeTruthy();
    expect(window.localStorage.getItem(`eventdesk.sitePass.${EVENT}`)).toBeTruthy();
  });

  it('tells a viewer who guessed too often how long to wait, and lets them try again once it is over', async () => {
    window.localStorage.clear();
    const double = openSite('/e/summit', { protectionType: 'pin', pinHash: 'a-hash' });
    double.answerCall('eventSiteContent', () => ({ ...content, needs: ['protection'], pages: [] }));
    double.answerCall('unlockEventSite', () => {
      throw new BackendError('resource-exhausted', 'Too many tries. Please try again in 2 seconds.', { retryAfterSeconds: 2 });
    });
    fireEvent.change(await screen.findByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many tries. Please try again in 2 seconds.')).toBeTruthy();
    const waiting = screen.getByRole('button', { name: /^Try again in [12] s$/ }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    const again = (await screen.findByRole('button', { name: 'Continue' }, { timeout: 4000 })) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(screen.queryByText('Too many tries. Please try again in 2 seconds.')).toBeNull();
  });

  it('asks a viewer to register with the event’s own fields, checks them first, and sends only those', async () => {
    window.localStorage.clear();
    const fields = [
      { name: 'firstName', key: 'firstName', label: 'First name', placeholder: 'First name', required: true, selected: true, fieldType: 'text' as const, options: [] },
      { name: 'email', key: 'email', label: 'Email', placeholder: 'Email', required: true, selected: true, fieldType: 'text' as const, options: [] },
      { name: 'role', key: 'role', label: 'Role', placeholder: 'Pick one', required: false, selected: true, fieldType: 'select' as const, options: ['Investor', 'Press'] },
    ];
    const double = openSite('/e/summit', { registerReq: true, registration: fields, termsOfService: 'https://example.com/terms' });
    double.answerCall('eventSiteContent', ({ pass }) =>
      pass ? { ...content, needs: [], pages: [{ id: 'front', slug: 'home', title: 'Home', template: 'container', states: ['prelive'], components: [welcome] }] } : { ...content, needs: ['registration'], pages: [] },
    );
    double.answerCall('registerForEvent', () => ({ pass: 'pass-2' }));
    expect(await screen.findByRole('heading', { name: registrationMessages.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('https://example.com/terms');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please fill in First name.')).toBeTruthy();
    expect(double.calls.filter((c) => c.name === 'registerForEvent')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Role/), { target: { value: 'Press' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Welcome to the summit')).toBeTruthy();
    expect(double.calls.find((c) => c.name === 'registerForEvent')?.input).toEqual({ eventId: EVENT, answers: { firstName: 'Ada', email: 'ada@example.com', role: 'Press' }, pass: undefined });
  });

  it('lets in a viewer who opens the personal link their registration mail gave, keeping its pass and taking it out of the address', async () => {
    window.localStorage.clear();
    const double = openSite('/e/summit#pass=linked-1', { registerReq: true });
    double.answerCall('eventSiteContent', ({ pass }) =>
      pass === 'linked-1'
        ? { ...content, needs: [], pages: [{ id: 'front', slug: 'home', title: 'Home', template: 'container', states: ['prelive'], components: [welcome] }] }
        : { ...content, needs: ['registration'], pages: [] },
    );
    expect(await screen.findByText('Welcome to the summit')).toBeTruthy();
    expect(window.localStorage.getItem(`eventdesk.sitePass.${EVENT}`)).toBe('linked-1');
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/e/summit');
  });
});
