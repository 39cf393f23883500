/**
 * Gives the demo event of a fresh data folder a public site as an organiser would: a front page
 * with one block of every kind (tests/e2e/support/site-blocks.ts), a header menu, the Montserrat
 * font, the event prelive. For bench:lighthouse (a plain .mjs), run as
 * `node --import tsx bench/support/seed-site.ts <server url> <data folder>`; prints the site's address.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import { EVENT_SITES } from '@domain/pages/event-site';
import { everyBlock, headerMenu } from '@tests/e2e/support/site-blocks';

const SLUG = 'demo-event';

async function main() {
  const [base, dataDir] = process.argv.slice(2);
  const owner = createLocalBackend({ baseUrl: base, transport: createNodeTransport({ WebSocket: WebSocket as never }) });
  try {
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'));
    await owner.auth.signIn(demo.email, demo.password);
    const [site] = await owner.docs.list({ path: EVENT_SITES, where: [{ field: 'slug', op: '==', value: SLUG }, { field: 'open', op: '==', value: true }] });
    const eventId = site.id;
    await owner.docs.update(`events/${eventId}`, { state: 'prelive' });
    const page = async (title: string, components: ReturnType<typeof everyBlock>) => {
      const { pageId } = await owner.call('createPage', { eventId, page: { title, template: 'container', states: ['prelive', 'live'], tags: [] } });
      await owner.call('publishPage', { eventId, pageId, components, baseRevision: 0 });
      return pageId;
    };
    const home = await page('Home', everyBlock('summit'));
    const agenda = await page('Agenda', everyBlock('agenda').slice(0, 3));
    const menu = headerMenu('Demo Summit', [
      { id: home, label: 'Home', slug: 'home' },
      { id: agenda, label: 'Agenda', slug: 'agenda' },
    ]);
    const { menuId } = await owner.call('saveMenu', { eventId, menu });
    await owner.call('updateEventSettings', { eventId, settings: { frontPage: home, headerMenu: menuId, font: 'Montserrat' } });
    console.log(`${base}/e/${SLUG}`);
  } finally {
    await owner.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
