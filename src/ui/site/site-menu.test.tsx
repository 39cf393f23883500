// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteMenuOf } from '@domain/pages/event-site';
import { SiteServicesContext } from './site-services';
import { SiteMenu } from './SiteMenu';

const menu = siteMenuOf('m1', {
  name: 'Main',
  title: 'Summit',
  type: 'header',
  pages: [
    { id: 'front', label: 'Home', slug: 'home' },
    { id: 'agenda', label: 'Agenda', slug: 'agenda' },
  ],
})!;

afterEach(cleanup);

describe('the header menu’s button, which holds its links on a phone', () => {
  it('opens and closes the links it names, by click, by following a link and by Escape back to itself', () => {
    const followed: string[] = [];
    render(
      <SiteServicesContext.Provider value={{ pageHref: (slug) => `/e/summit/${slug}`, navigate: (slug) => followed.push(slug) }}>
        <SiteMenu menu={menu} pages={new Map([['front', 'home'], ['agenda', 'agenda']])} />
      </SiteServicesContext.Provider>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('ed-links-open');
    fireEvent.click(screen.getByRole('link', { name: 'Agenda' }));
    expect(followed).toEqual(['agenda']);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Home' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Home' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('links a chat’s audience page, which loads as a page of its own', () => {
    const followed: string[] = [];
    const withChat = siteMenuOf('m1', { name: 'Main', type: 'footer', pages: [{ id: 'front', label: 'Home', slug: 'home' }, { id: 'c1', label: 'Ask a question', slug: '', kind: 'chat' }] })!;
    render(
      <SiteServicesContext.Provider value={{ eventId: 'ev1', pageHref: (slug) => `/e/summit/${slug}`, navigate: (slug) => followed.push(slug) }}>
        <SiteMenu menu={withChat} pages={new Map([['front', 'home']])} />
      </SiteServicesContext.Provider>,
    );
    const chat = screen.getByRole('link', { name: 'Ask a question' });
    expect(chat.getAttribute('href')).toBe('/chat/ev1/c1');
    // Not followed within the site: the browser loads the admin app's page.
    expect(fireEvent.click(chat)).toBe(true);
    expect(followed).toEqual([]);
  });

  it('is not there for a footer, whose links always show', () => {
    render(<SiteMenu menu={{ ...menu, type: 'footer' }} pages={new Map([['front', 'home']])} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
  });
});
