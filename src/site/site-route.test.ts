import { describe, expect, it } from 'vitest';
import { siteRoute } from './site-route';

describe('the public site’s addresses', () => {
  it('reads /e/{slug} and /e/{slug}/{page slug}, decoded, with the embedded-frame marker', () => {
    expect(siteRoute('/e/spring-summit', '', null)).toEqual({ kind: 'site', address: { slug: 'spring-summit' }, page: null, bare: false });
    expect(siteRoute('/e/spring-summit/agenda%20day', '?iframe=true', null)).toEqual({ kind: 'site', address: { slug: 'spring-summit' }, page: { slug: 'agenda day' }, bare: true });
  });

  it('reads /page-iframe/{id} of the event its query names, else of the site showing the page, else of the event open in the back office', () => {
    expect(siteRoute('/page-iframe/p1', '?eventID=e9&iframe=true', 'e1')).toEqual({ kind: 'site', address: { eventId: 'e9' }, page: { id: 'p1' }, bare: true });
    expect(siteRoute('/page-iframe/p1', '', 'e1')).toEqual({ kind: 'site', address: { pageId: 'p1', selectedEvent: 'e1' }, page: { id: 'p1' }, bare: false });
    expect(siteRoute('/page-iframe/p1', '', null)).toEqual({ kind: 'site', address: { pageId: 'p1', selectedEvent: null }, page: { id: 'p1' }, bare: false });
  });

  it('knows no other address, nor a malformed one', () => {
    for (const path of ['/', '/e', '/e/a/b/c', '/page-iframe', '/e/%E0%A4%A', '/media']) expect(siteRoute(path, '', 'e1')).toEqual({ kind: 'unknown' });
  });
});
