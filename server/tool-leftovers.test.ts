/**
 * A server killed (SIGKILL) while LibreOffice converts an upload: the conversion goes on with
 * nobody to end it (for ever when it is stuck), beside the one the next start resumes on the same
 * files. The next start ends it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePptx } from './media/testing/media-fixtures';
import { HttpSession } from './testing/http-session';
import { processRuns, registeredProcesses, ServerProcess } from './testing/server-process';
import { eventually } from './testing/test-source';

const server = new ServerProcess();
let browser: HttpSession;

async function ok(name: string, input: unknown) {
  const res = await browser.post(`/api/call/${name}`, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}


const registered = () => registeredProcesses(join(server.dataDir, 'processes.json'));

beforeAll(async () => {
  await server.start();
  browser = await server.signedUp('ops@example.com');
}, 120_000);
afterAll(async () => {
  // Stopped as an operator would, so that it ends the conversion it resumed.
  if (server.running) await server.kill('SIGTERM');
  await server.dispose();
});

it('ends the LibreOffice a killed server left converting, at the next start', async () => {
  const eventId = (await ok('createEvent', { title: 'Deck', slug: 'deck', language: 'en', organizationId: null })).eventId;
  const root = await ok('ensureMediaRoot', { resourceId: eventId });
  const query = new URLSearchParams({ resourceId: eventId, folderId: root.folderId, name: 'Deck.pptx' });
  const upload = await browser.request(`/api/media/upload?${query}`, { method: 'PUT', body: await makePptx(30), headers: { 'content-type': 'application/octet-stream' } });
  expect(upload.status, upload.text).toBe(200);
  const converting = await eventually('LibreOffice converting', () => registered().find((p) => p.label === 'soffice'));
  expect(processRuns(converting.pid)).toBe(true);

  // Stuck on the document, as LibreOffice can be: it would never end by itself.
  process.kill(-converting.pid, 'SIGSTOP');
  await server.kill('SIGKILL');
  expect(processRuns(converting.pid)).toBe(true);
  await server.start();
  expect(server.output).toContain('media: ended processes a previous run left behind: soffice');
  expect(processRuns(converting.pid)).toBe(false);
}, 180_000);
