/**
 * The server stopped as an operator stops `npm start` (issue 25): Ctrl-C or SIGTERM reaches the
 * whole process group, and `npm start` passes it on to the server once more. The server once
 * took the second signal for an impatient operator and exited without stopping anything,
 * leaving nginx on the RTMP port and ffmpeg running. Now every child ends with it, the database
 * is closed (exit status 0) and the RTMP port is free for the next start.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpSession } from './testing/http-session';
import { processRuns, registeredProcesses, ServerProcess } from './testing/server-process';
import { eventually } from './testing/test-source';

const server = new ServerProcess({ ownGroup: true });
let browser: HttpSession;

async function ok(name: string, input: unknown) {
  const res = await browser.post(`/api/call/${name}`, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}


const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

beforeAll(async () => {
  await server.start();
  browser = await server.signedUp('ops@example.com');
}, 120_000);
afterAll(() => server.dispose());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`ends nginx and ffmpeg and frees the RTMP port on ${signal} to the process group`, async () => {
    if (!server.running) {
      await server.start();
      browser = new HttpSession(server.url);
      expect((await browser.post('/api/auth/signin', { email: 'ops@example.com', password: 'correct horse' })).status).toBe(200);
    }
    const eventId = (await ok('createEvent', { title: signal, slug: signal.toLowerCase(), language: 'en', organizationId: null })).eventId;
    const streamId = (await ok('createStream', { eventId, stream: { title: 'Main', streamType: 'default', videoStream: false } })).streamId;
    await ok('createLivestream', { eventId, streamId, options: { delay: 'low', type: 'video', quality: '720p' } });
    const registered = () => registeredProcesses(join(server.dataDir, 'encoder', 'processes.json'));
    const children = await eventually('nginx and ffmpeg running', () => {
      const entries = registered();
      return entries.some((p) => p.label === 'nginx') && entries.length >= 2 && entries.map((p) => p.pid);
    });
    const rtmpPort = Number(readFileSync(join(server.dataDir, 'encoder', 'nginx', 'rtmp-port'), 'utf8'));
    expect(await canListen(rtmpPort)).toBe(false);

    const exit = await server.signalGroupAndProcess(signal);
    expect(exit, server.output).toEqual({ code: 0, signal: null });
    expect(children.filter(processRuns)).toEqual([]);
    expect(await canListen(rtmpPort)).toBe(true);
    expect(server.output).not.toMatch(/exiting without waiting/);
  }, 120_000);
}
