import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { version } from '../package.json';
import { startServer } from './app';
import { loadConfig } from './config';
import { TempServer } from './testing/temp-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root">app shell</div></body></html>';
const SITE_HTML = '<!doctype html><html><body><div id="site">site shell</div></body></html>';
const APP_JS = 'console.log("app");';

const staticDir = mkdtempSync(join(tmpdir(), 'server-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
writeFileSync(join(staticDir, 'site.html'), SITE_HTML);
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), APP_JS);
// As the build writes them (vite.config.ts): a brotli and a gzip copy beside a text file.
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i}`))};`;
writeFileSync(join(staticDir, 'assets', 'big-def456.js'), BIG_JS);
writeFileSync(join(staticDir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
writeFileSync(join(staticDir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));

const server = new TempServer({ staticDir, seed: true });

beforeAll(() => server.start());
afterAll(async () => {
  await server.dispose();
  rmSync(staticDir, { recursive: true, force: true });
});

type RawAnswer = { status: number; body: string };

/**
 * A POST that streams `chunks` one after another until the server answers (a refusal may come
 * before the whole body is sent). Without `declaredLength` the body is chunked.
 */
function streamingPost(path: string, contentType: string, chunks: Buffer[], declaredLength?: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': contentType };
    if (declaredLength !== undefined) headers['content-length'] = declaredLength;
    let answered = false;
    const req = request(server.url + path, { method: 'POST', headers }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.flushHeaders();
    const writeNext = (i: number) => {
      if (answered || req.destroyed) return;
      if (i === chunks.length) return declaredLength === undefined ? void req.end() : undefined;
      req.write(chunks[i], () => writeNext(i + 1));
    };
    writeNext(0);
  });
}

/** A request with a raw target that fetch would normalise away. */
function rawRequest(method: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.running.port, path, method }, (r) => {
      let body = '';
      r.on('data', (c: Buffer) => (body += c.toString()));
      r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

type RawFile = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET that leaves the answer's encoding alone (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawFile> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.running.port, path, headers }, (r) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('health and the built app', () => {
  it('answers GET /api/health with JSON naming the local provider', async () => {
    const res = await server.session().request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toEqual({ status: 'ok', provider: 'local', version });
  });

  it('serves the built app at / and for deep links, and its assets with their type', async () => {
    const browser = server.session();
    for (const path of ['/', '/events', '/event/abc/dashboard?tab=1', '/organization/xyz/members']) {
      const res = await browser.request(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.text, path).toBe(INDEX_HTML);
    }
    const asset = await browser.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.text).toBe(APP_JS);
    const stale = await browser.request('/assets/index-old.js');
    expect(stale.status).toBe(404);
  });

  it('does not let the app shell swallow /api or /files addresses', async () => {
    const browser = server.session();
    for (const path of ['/api/nope', '/api', '/api/auth/nope']) {
      const res = await browser.request(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.json.error.code, path).toBe('not-found');
    }
    const file = await browser.request('/files/users/someone.jpg?token=abc', { headers: { accept: 'text/html' } });
    expect(file.status).toBe(404);
    expect(file.json.error.code).toBe('not-found');
  });

  it('refuses paths that try to leave the build folder', async () => {
    for (const path of ['/../../etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await rawRequest('GET', path);
      expect(res, path).toEqual({ status: 200, body: INDEX_HTML });
    }
    const hashed = await rawRequest('GET', '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd');
    expect(hashed.status).toBe(404);
    expect(hashed.body).not.toContain('root:');
  });
});

describe('sending the built app', () => {
  it('sends the compressed copy the browser accepts, brotli first, and says the answer varies with it', async () => {
    const br = await rawGet('/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);

    const gz = await rawGet('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);

    const plain = await rawGet('/assets/big-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it('answers 304 when the browser already has the current app shell, and checks it again on each use', async () => {
    const first = await rawGet('/events');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await rawGet('/events', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the content security policy, and lets other sites frame only the event pages', async () => {
    const shell = await rawGet('/events');
    const policy = String(shell.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // User HTML on event pages embeds videos (https iframes) and shows images from other sites.
    expect(policy).toContain("frame-src 'self' https:");
    expect(policy).toContain("img-src 'self' data: blob: https:");
    expect(shell.headers['x-frame-options']).toBe('DENY');
    expect(shell.headers['x-content-type-options']).toBe('nosniff');
    expect(shell.headers['referrer-policy']).toBe('same-origin');
    // Served over plain http: no promise to keep to https.
    expect(shell.headers['strict-transport-security']).toBeUndefined();
    const api = await rawGet('/api/health');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    // The public site's addresses get its own light entry; the admin app's shell stays unframable.
    const embedded = await rawGet('/page-iframe/p1?iframe=true');
    expect(embedded.status).toBe(200);
    expect(embedded.body.toString()).toBe(SITE_HTML);
    expect(String(embedded.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(String(embedded.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(embedded.headers['x-frame-options']).toBeUndefined();
    const site = await rawGet('/e/demo-event/agenda');
    expect(site.body.toString()).toBe(SITE_HTML);
    expect(String(site.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect((await rawGet('/events/e')).body.toString()).toBe(INDEX_HTML);
  });
});

describe('bad API input', () => {
  it('answers a body that is not JSON, or not declared as JSON, with invalid-argument', async () => {
    const browser = server.session();
    const notJson = await browser.request('/api/auth/signin', { method: 'POST', body: '{"email": "a@b.co",', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.json.error).toEqual({ code: 'invalid-argument', message: 'The request body is not valid JSON.' });
    const plain = await browser.request('/api/auth/signin', { method: 'POST', body: 'email=a@b.co', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(400);
    expect(plain.json.error.code).toBe('invalid-argument');
    expect(plain.json.error.message).toMatch(/application\/json/);
  });

  it('answers bodies of the wrong shape with invalid-argument naming the field', async () => {
    const browser = server.session();
    const cases: [unknown, RegExp][] = [
      [{ email: 42, password: 'x' }, /email/],
      [{ email: 'a@b.co' }, /password/],
      [{ email: 'a@b.co', password: 'long enough', admin: true }, /admin|unrecognized/i],
      [[1, 2, 3], /body/],
      [null, /body/],
      ['just a string', /body/],
      [{ email: 'a@b.co', password: 'p'.repeat(5000) }, /password/],
    ];
    for (const [body, mentions] of cases) {
      const res = await browser.post('/api/auth/signup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code, JSON.stringify(body)).toBe('invalid-argument');
      expect(res.json.error.message, JSON.stringify(body)).toMatch(mentions);
    }
  });

  it('refuses huge bodies, declared or streamed, before reading them, and keeps serving', async () => {
    const declared = await streamingPost('/api/auth/signin', 'application/json', [], 2 * 1024 * 1024);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error).toEqual({ code: 'invalid-argument', message: 'The request body is larger than 65536 bytes.' });
    const streamed = await streamingPost('/api/auth/signin', 'application/json', Array.from({ length: 64 }, () => Buffer.alloc(16 * 1024, 'y')));
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.code).toBe('invalid-argument');
    expect((await server.session().request('/api/health')).json.status).toBe('ok');
  });

  it('answers unknown calls with not-found, bad call input with invalid-argument, wrong methods with 405', async () => {
    const browser = server.session();
    const unknown = await browser.post('/api/call/launchRockets', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not-found');
    expect(unknown.json.error.message).toContain('launchRockets');
    const nested = await browser.post('/api/call/health/extra', {});
    expect(nested.status).toBe(404);
    const proto = await browser.post('/api/call/__proto__', {});
    expect(proto.status).toBe(404);
    const ok = await browser.post('/api/call/health', {});
    expect(ok.json).toEqual({ result: { status: 'ok', provider: 'local', version } });
    const extra = await browser.post('/api/call/health', { surprise: 1 });
    expect(extra.status).toBe(400);
    expect(extra.json.error.code).toBe('invalid-argument');
    const wrongMethod = await browser.request('/api/health', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json.error.code).toBe('invalid-argument');
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('answers a request target that is not a path with invalid-argument', async () => {
    const res = await rawRequest('OPTIONS', '*');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('invalid-argument');
  });
});

describe('a second start on the same data folder', () => {
  it('keeps accounts and documents, does not seed twice, and keeps the demo sign-in', async () => {
    const firstDemo = server.running.demo!;
    expect(firstDemo.email).toBe('demo@eventdesk.local');
    const { browser, uid } = await server.signedUp('keeper@example.com', 'keeper-password');
    const socket = await browser.socket();
    expect((await socket.request({ op: 'write', ops: [{ type: 'update', path: `users/${uid}`, data: { username: 'keeper' } }] })).ok).toBe(true);
    socket.close();

    const restarted = await server.restart();
    expect(restarted.demo).toEqual(firstDemo);
    const orgs = await restarted.engine.list({ path: 'resourceAccess', where: [{ field: 'name', op: '==', value: 'Demo Organisation' }] });
    const events = await restarted.engine.list({ path: 'events', where: [{ field: 'slug', op: '==', value: 'demo-event' }] });
    expect(orgs).toHaveLength(1);
    expect(events).toHaveLength(1);

    const demo = await server.session().post('/api/auth/signin', firstDemo);
    expect(demo.status).toBe(200);
    expect(demo.json.user).toMatchObject({ email: firstDemo.email, emailVerified: true });
    const keeper = server.session();
    const signIn = await keeper.post('/api/auth/signin', { email: 'keeper@example.com', password: 'keeper-password' });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user.uid).toBe(uid);
    const again = await keeper.socket();
    const profile = await again.request({ op: 'get', path: `users/${uid}` });
    expect(profile.result.data).toMatchObject({ uid, email: 'keeper@example.com', username: 'keeper' });
    again.close();
  });
});

describe('defaults', () => {
  it('listens on this machine only and creates its data folder readable by its owner only', async () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    const parent = mkdtempSync(join(tmpdir(), 'server-defaults-'));
    const dataDir = join(parent, 'new', 'data');
    const running = await startServer({ port: 0, dataDir, staticDir, log: () => undefined });
    try {
      expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await running.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('requests from other sites', () => {
  const foreign = { origin: 'https://elsewhere.example' };

  it('refuses a state-changing request naming another site, and takes one naming this server', async () => {
    const { browser } = await server.signedUp('origin@example.com', 'origin-password');
    const refused = await browser.request('/api/call/checkEventSlug', { method: 'POST', json: { slug: 'origin-slug' }, headers: foreign });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: 'permission-denied', message: 'This request comes from another site, so it was refused.' });
    const signOut = await browser.request('/api/auth/signout', { method: 'POST', json: {}, headers: foreign });
    expect(signOut.status).toBe(403);
    expect((await browser.request('/api/auth/session')).json.user.email).toBe('origin@example.com');
    const upload = await browser.request(`/files/users/${'x'.repeat(3)}.jpg`, { method: 'PUT', body: 'bytes', headers: { ...foreign, 'content-type': 'image/jpeg' } });
    expect(upload.status).toBe(403);

    const own = await browser.request('/api/call/checkEventSlug', { method: 'POST', json: { slug: 'origin-slug' }, headers: { origin: server.url } });
    expect(own.status).toBe(200);
    // Reads are not state-changing: a foreign Origin on a GET is answered as usual.
    expect((await browser.request('/api/health', { headers: foreign })).status).toBe(200);
  });

  it('refuses a realtime connection opened by a page of another site, and takes one from this server', async () => {
    const opened = (socket: WebSocket) =>
      new Promise<string>((resolve, reject) => {
        socket.once('message', (data) => resolve(String(data)));
        socket.once('error', reject);
      }).finally(() => socket.close());
    const wsUrl = `${server.url.replace(/^http/, 'ws')}/ws`;
    await expect(opened(new WebSocket(wsUrl, { headers: foreign }))).rejects.toThrow(/403/);
    expect(JSON.parse(await opened(new WebSocket(wsUrl, { headers: { origin: server.url } })))).toEqual({ t: 'hello', uid: null });
  });

  it('takes a call without a JSON content type only when it has no body: never for a POST', async () => {
    const browser = server.session();
    const bare = await browser.request('/api/call/health', { method: 'POST' });
    expect(bare.status).toBe(400);
    expect(bare.json.error.message).toBe('Send the body as JSON with Content-Type: application/json.');
    expect((await browser.request('/api/call/health', { method: 'POST', json: {} })).status).toBe(200);
  });
});
