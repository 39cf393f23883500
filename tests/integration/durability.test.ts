/**
 * What the server acknowledged must survive the process being killed outright: the test writes
 * through the local provider over the real protocol, `kill -9`s the server the moment the
 * acknowledgements arrive, starts it again on the same data folder and reads everything back.
 */
import { afterAll, afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import type { Backend } from '@/backend/port';
import { makeJpeg } from '@server/media/testing/media-fixtures';
import { ServerProcess } from '@server/testing/server-process';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { signUpThroughMail } from '@tests/contract/support';

const server = new ServerProcess();
const clients: Backend[] = [];

function client(): Backend {
  const backend = createLocalBackend({ baseUrl: server.url, transport: createNodeTransport({ WebSocket }) });
  clients.push(backend);
  return backend;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});
afterAll(() => server.dispose());

it('keeps every acknowledged write, account and file after kill -9 and a restart', async () => {
  await server.start();
  expect(server.output).toMatch(/Demo sign-in: demo@eventdesk\.local \/ \S{8,}/);
  const writer = client();
  const user = await signUpThroughMail(writer, (email) => mailedSignUpToken(server.url, server.operatorKey(), email), 'durable@example.com', 'survives kill -9');
  const profile = `users/${user.uid}`;
  await writer.docs.update(profile, { firstName: 'Before' });
  const updates = Array.from({ length: 20 }, (_, i) => writer.docs.update(profile, { lastName: `Write ${i}` }));
  await Promise.all(updates);
  await writer.docs.update(profile, { username: 'acked' });
  const avatarBytes = await makeJpeg(64, 64);
  const avatar = new Blob([new Uint8Array(avatarBytes)], { type: 'image/jpeg' });
  const avatarUrl = await writer.storage.upload(`users/${user.uid}.jpg`, avatar, { contentType: 'image/jpeg' });

  const killed = await server.kill('SIGKILL');
  expect(killed.signal).toBe('SIGKILL');
  await server.start();

  const reader = client();
  const signedIn = await reader.auth.signIn('durable@example.com', 'survives kill -9');
  expect(signedIn.uid).toBe(user.uid);
  const after = await reader.docs.get(profile);
  expect(after.data).toMatchObject({ firstName: 'Before', lastName: 'Write 19', username: 'acked' });
  const download = await fetch(new URL(avatarUrl, server.url));
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(avatarBytes)).toBe(true);
});

// Continues on the server the test above left running.
it('stops cleanly on SIGTERM and starts again with the same demo sign-in', async () => {
  const demoLine = /Demo sign-in: .*/.exec(server.output)?.[0];
  expect(demoLine).toBeDefined();
  const stopped = await server.kill('SIGTERM');
  expect(stopped).toEqual({ code: 0, signal: null });
  expect(server.output).toContain('SIGTERM: stopping...');
  await server.start();
  expect(server.output).toContain(demoLine!);
  const health = await fetch(`${server.url}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', provider: 'local' });
});
