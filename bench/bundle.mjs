#!/usr/bin/env node
/**
 * bench:bundle — builds the app, starts the embedded server, and loads the sign-in route and
 * the dashboard route in headless Chromium with an empty cache. It sums the JavaScript the
 * browser downloaded until the route was usable, gzipped (level 9, as a CDN would serve it), and
 * the bytes the server actually sent for the route: every response (HTML, JS, CSS, fonts, images,
 * API answers) as encoded on the wire, headers included, as the browser's network panel counts them.
 * Then the same for the firebase build's sign-in route (VITE_BACKEND=firebase, served as static
 * files the way Hosting serves them; signing out needs no emulator).
 * Last line: one JSON object with the figures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, chromiumFlags, chromiumPath, startServer, stopServer } from './support/built-app.mjs';

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

/**
 * Serves a built app as Firebase Hosting does: its files, index.html for any other path, and a
 * file's brotli or gzip copy (written by the build) when the browser accepts it.
 */
function serveStatic(dir) {
  const readOrIndex = (path) => {
    try {
      return { file: join(dir, path), body: readFileSync(join(dir, path)) };
    } catch {
      return { file: join(dir, 'index.html'), body: readFileSync(join(dir, 'index.html')) };
    }
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const { file, body } = readOrIndex(path);
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (!accepts.includes(encoding)) continue;
      try {
        const encoded = readFileSync(file + suffix);
        res.writeHead(200, { ...headers, 'content-encoding': encoding });
        return res.end(encoded);
      } catch {
        // no compressed copy: small files are left as they are
      }
    }
    res.writeHead(200, headers);
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

/**
 * Collects every response of a page load; returns { files, rawBytes, gzipBytes } for its scripts
 * and `transferBytes`, what crossed the wire for all of them (encoded bodies and headers).
 */
async function measure(page, url, ready) {
  const scripts = new Map();
  const sizes = [];
  const onResponse = async (response) => {
    sizes.push(response.request().sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
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
  const transferBytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  return { files: scripts.size, rawBytes, gzipBytes, requests: sizes.length, transferBytes };
}

/** The dashboard is usable when the admin header and the event's own page have rendered. */
async function dashboardReady(page) {
  await page.getByRole('button', { name: 'Live tool' }).waitFor();
  await page.getByRole('heading', { name: 'Demo Event' }).waitFor();
}

async function main() {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const { child: server, url: base } = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--disable-quic'],
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
    const line = (name, m, target) =>
      console.log(`${name}: ${m.files} scripts, ${kb(m.rawBytes)} KB raw, ${kb(m.gzipBytes)} KB gzipped (target <= ${target} KB); ${m.requests} responses, ${kb(m.transferBytes)} KB transferred`);
    const figures = (m, target) => ({ scripts: m.files, rawKB: kb(m.rawBytes), gzipKB: kb(m.gzipBytes), targetKB: target, met: m.gzipBytes <= target * 1024, responses: m.requests, transferredKB: kb(m.transferBytes) });
    line('sign-in route', signIn, 300);
    line('dashboard route', dashboard, 400);
    line('firebase build, sign-in route', firebase, 300);
    console.log(JSON.stringify({ signIn: figures(signIn, 300), dashboard: figures(dashboard, 400), firebaseSignIn: figures(firebase, 300) }));
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
