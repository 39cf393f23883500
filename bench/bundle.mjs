#!/usr/bin/env node
/**
 * bench:bundle — builds the app, starts the embedded server, and loads the sign-in route and
 * the dashboard route in headless Chromium with an empty cache. It sums the JavaScript the
 * browser downloaded until the route was usable, gzipped (level 9, as a CDN would serve it).
 * Then the same for the firebase build's sign-in route (VITE_BACKEND=firebase, served as static
 * files the way Hosting serves them; signing out needs no emulator).
 * Last line: one JSON object with the figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const TARGETS = { signIn: 300 * 1024, dashboard: 400 * 1024 };

function build(outDir = 'dist', env = {}) {
  const args = [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error('vite build failed');
}

/** A web app config as the emulators would give it; nothing is asked of them before sign-in. */
const FIREBASE_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-eventdesk.firebaseapp.com',
  projectId: 'demo-eventdesk',
  appId: '1:000000000000:web:bench',
  storageBucket: 'demo-eventdesk.appspot.com',
  databaseURL: 'https://demo-eventdesk-default-rtdb.firebaseio.com',
  emulators: { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', database: '127.0.0.1:9000', storage: '127.0.0.1:9199' },
};

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serves a built app as Firebase Hosting does: its files, and index.html for any other path. */
function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let body;
    let file = join(dir, path);
    try {
      body = readFileSync(file);
    } catch {
      file = join(dir, 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

async function firebaseSignIn(browser) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-firebase-'));
  try {
    build(outDir, { VITE_BACKEND: 'firebase', VITE_FIREBASE_CONFIG: JSON.stringify(FIREBASE_CONFIG) });
    const { server, url } = await serveStatic(outDir);
    const context = await browser.newContext();
    try {
      return await measure(await context.newPage(), `${url}/`, (p) => p.getByRole('button', { name: 'Sign in' }).waitFor());
    } finally {
      await context.close();
      server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Starts the server on a port the system picks; resolves with the child and the URL it prints. */
function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const url = out.match(/running at (http:\/\/\S+)/);
      if (url) resolve({ child, url: url[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

/** Collects every script response of a page load; returns { files, rawBytes, gzipBytes }. */
async function measure(page, url, ready) {
  const scripts = new Map();
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // a navigation can discard a response body; it was not needed by the page then
    }
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const body of scripts.values()) {
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, rawBytes, gzipBytes };
}

/** The dashboard is usable when the admin header and the event's own page have rendered. */
async function dashboardReady(page) {
  await page.getByRole('button', { name: 'Live tool' }).waitFor();
  await page.getByRole('heading', { name: 'Demo Event' }).waitFor();
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

async function main() {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const { child: server, url: base } = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  try {
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'));

    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    const signIn = await measure(signInPage, `${base}/`, (p) => p.getByRole('button', { name: 'Sign in' }).waitFor());
    await signInPage.getByLabel('Email').fill(demo.email);
    await signInPage.getByLabel('Password', { exact: true }).fill(demo.password);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.getByRole('button', { name: 'Demo Event' }).click();
    await dashboardReady(signInPage);
    const state = await signInContext.storageState();
    await signInContext.close();

    // A fresh context with the same cookies and selected event: an empty cache, as on a first visit.
    const dashboardContext = await browser.newContext({ storageState: state });
    const dashboardPage = await dashboardContext.newPage();
    const dashboard = await measure(dashboardPage, `${base}/`, dashboardReady);
    await dashboardContext.close();
    const firebase = await firebaseSignIn(browser);

    const kb = (n) => Math.round((n / 1024) * 10) / 10;
    console.log(`sign-in route: ${signIn.files} scripts, ${kb(signIn.rawBytes)} KB raw, ${kb(signIn.gzipBytes)} KB gzipped (target <= 300 KB)`);
    console.log(`dashboard route: ${dashboard.files} scripts, ${kb(dashboard.rawBytes)} KB raw, ${kb(dashboard.gzipBytes)} KB gzipped (target <= 400 KB)`);
    console.log(`firebase build, sign-in route: ${firebase.files} scripts, ${kb(firebase.rawBytes)} KB raw, ${kb(firebase.gzipBytes)} KB gzipped (target <= 300 KB)`);
    console.log(
      JSON.stringify({
        signIn: { scripts: signIn.files, rawKB: kb(signIn.rawBytes), gzipKB: kb(signIn.gzipBytes), targetKB: 300, met: signIn.gzipBytes <= TARGETS.signIn },
        dashboard: { scripts: dashboard.files, rawKB: kb(dashboard.rawBytes), gzipKB: kb(dashboard.gzipBytes), targetKB: 400, met: dashboard.gzipBytes <= TARGETS.dashboard },
        firebaseSignIn: { scripts: firebase.files, rawKB: kb(firebase.rawBytes), gzipKB: kb(firebase.gzipBytes), targetKB: 300, met: firebase.gzipBytes <= TARGETS.signIn },
      }),
    );
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
