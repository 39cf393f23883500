// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newComponent, PALETTE } from '@domain/pages/component';
import { PAGES } from '@domain/pages/page';
import { siteAccessMessages } from '@domain/pages/site-access';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { SiteBackendProvider } from '@/lib/site-backend';
import type { DocData } from '@/backend/port';
import { siteRoute } from './site-route';
import { EventSiteScreen } from '@/features/site/components/EventSiteScreen';

const EVENT = 'ev1';
const text = (content: string) => ({ ...newComponent(PALETTE.find((entry) => entry.key === 'text')!, 'b1'), content });
const event = (change: DocData = {}): DocData => ({ title: 'Spring Summit', slug: 'summit', status: 'created', state: 'prelive', refresh: 'r1', ...change });
const page = (change: DocData = {}): DocData =>
  ({ title: 'Agenda', slug: 'agenda', states: ['prelive'], components: [text('<p>Keynote at ten</p>')], template: 'container', visibility: true, removed: false, published: true, ...change }) as unknown as DocData;

afterEach(cleanup);

/** A signed-out viewer's browser at /page-iframe/agenda, as the site's entry routes it (no event in its query, none selected). */
function embed(docs: Record<string, DocData>) {
  const double = createBackendDouble({ user: null, docs });
  const route = siteRoute('/page-iframe/agenda', '?iframe=true', null);
  if (route.kind !== 'site') throw new Error('/page-iframe/agenda is a site address');
  render(
    <SiteBackendProvider value={double.backend}>
      <EventSiteScreen address={route.address} page={route.page} bare={route.bare} navigate={() => undefined} />
    </SiteBackendProvider>,
  );
  return double;
}

describe('/page-iframe/{id} for a signed-out viewer', () => {
  it('shows a published page of an open site, found by the page alone', async () => {
    embed({ [`events/${EVENT}`]: event(), [`${PAGES(EVENT)}/agenda`]: page() });
    expect(await screen.findByText('Keynote at ten')).toBeTruthy();
  });

  it('finds no site for an unpublished page, nor for a protected event’s page', async () => {
    embed({ [`events/${EVENT}`]: event(), [`${PAGES(EVENT)}/agenda`]: page({ published: false }) });
    expect(await screen.findByRole('heading', { name: siteAccessMessages.noEvent })).toBeTruthy();
    cleanup();
    embed({ [`events/${EVENT}`]: event({ protectionType: 'password', passHash: 'scrypt$x' }), [`${PAGES(EVENT)}/agenda`]: page() });
    expect(await screen.findByRole('heading', { name: siteAccessMessages.noEvent })).toBeTruthy();
    expect(screen.queryByText('Keynote at ten')).toBeNull();
  });
});

describe('the site’s fonts', () => {
  it('declares and preloads the chosen font and the shipped families its custom CSS names, from the product', async () => {
    embed({
      [`events/${EVENT}`]: event({ font: 'Montserrat', styleSheet: { id: 's1', css: '.ed-page h2 { font-family: "Open Sans", "Comic Sans MS", serif }' } }),
      [`${PAGES(EVENT)}/agenda`]: page(),
    });
    await screen.findByText('Keynote at ten');
    await waitFor(() => expect(document.head.querySelector('style[data-site-fonts]')).not.toBeNull());
    const faces = document.head.querySelector('style[data-site-fonts]')!.textContent!;
    expect(faces).toMatch(/font-family:"Montserrat";font-style:normal;font-weight:400;font-display:swap;src:url\("\/[^"]*montserrat-latin-400-normal[^"]*\.woff2"\)/);
    expect(faces).toContain('font-family:"Open Sans"');
    expect(faces).not.toContain('Comic');
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]');
    expect(preload?.getAttribute('href')).toMatch(/montserrat-latin-400-normal.*\.woff2$/);
  });
});
