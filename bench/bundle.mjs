#!/usr/bin/env node
/**
 * bench:bundle — builds the app, starts the embedded server, and loads the sign-in route and
 * the dashboard route in headless Chromium with an empty cache. It sums the JavaScript the
 * browser downloaded until the route was usable, gzipped (level 9, as a CDN would serve it), and
 * the bytes the server actually sent for the route: every response (HTML, JS, CSS, fonts, images,
 * API answers) as encoded on the wire, headers included, as the browser's network panel counts them.
 * Then the same two routes of the firebase build (VITE_BACKEND=firebase) against the Emulator
 * Suite that `npm test` uses (scripts/firebase/emulators.ts: Auth, Firestore, Functions, and
 * Hosting, which serves the build): a user signs up through the app and creates an event, whose
 * dashboard is then loaded afresh. The emulators need Java and the functions' dependencies
 * (`npm --prefix functions ci`); without them the run fails saying so.
 * Last line: one JSON object with the figures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, chromiumFlags, chromiumPath, root, startServer, stopServer } from './support/built-app.mjs';

const PASSWORD = 'correct horse battery';

/**
 * Starts the Emulator Suite as `npm test` does; resolves with what it prints once ready
 * ({ info, webConfig }) and stop(). Its own output (and why it failed) goes to this one's.
 */
function startEmulators() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/firebase/emulators.ts')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('EMULATORS '));
      if (line) resolve({ ...JSON.parse(line.slice('EMULATORS '.length)), stop });
    });
    void exited.then((code) => reject(new Error(`The Firebase emulators did not start (exit ${code}); see their output above.`)));
  });
}

/**
 * The code of the sign-up link the `api` function mailed to `email`: the Trigger Email `mail`
 * collection, read through the Firestore emulator's REST API with its owner rights.
 */
async function mailedSignUpCode({ project, hosts }, email) {
  const res = await fetch(`http://${hosts.firestore}/v1/projects/${project}/databases/(default)/documents/mail?pageSize=300`, { headers: { authorization: 'Bearer owner' } });
  if (!res.ok) throw new Error(`The Firestore emulator answered ${res.status} for the mail collection.`);
  const { documents = [] } = await res.json();
  for (const { fields } of documents) {
    const text = fields.to?.stringValue === email ? fields.message?.mapValue?.fields?.text?.stringValue : undefined;
    const code = text && /\/finish-signup#token=([\w-]+)/.exec(text)?.[1];
    if (code) return code;
  }
  throw new Error(`No sign-up link was mailed to ${email}.`);
}

/** Signs a new user up through the app and its mailed link, and creates an event; answers its title once its dashboard shows. */
async function signUpAndCreateEvent(page, url, info) {
  const email = `bench-${Date.now()}@example.com`;
  await page.goto(`${url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Check your email to finish signing up' }).waitFor();
  await page.goto(`${url}/finish-signup#token=${await mailedSignUpCode(info, email)}`);
  await page.getByText('My Account').waitFor();
  const title = `Bench event ${Date.now()}`;
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: title, exact: true }).click();
  await dashboardReady(page, title);
  return title;
}

async function firebaseRoutes(browser) {
  const emulators = await startEmulators();
  try {
    build(emulators.info.siteDir, { VITE_BACKEND: 'firebase', VITE_FIREBASE_CONFIG: JSON.stringify(emulators.webConfig) });
    const url = `http://${emulators.info.hosts.hosting}`;
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    const signIn = await measure(signInPage, `${url}/`, (p) => p.getByRole('button', { name: 'Sign in' }).waitFor());
    const title = await signUpAndCreateEvent(signInPage, url, emulators.info);
    // Firebase Auth keeps its user in IndexedDB.
    const state = await signInContext.storageState({ indexedDB: true });
    await signInContext.close();

    const dashboardContext = await browser.newContext({ storageState: state });
    // Firestore's listen channel keeps a request open, so the network never goes idle: the page's load ends the count.
    const dashboard = await measure(await dashboardContext.newPage(), `${url}/`, (p) => dashboardReady(p, title), 'load');
    await dashboardContext.close();
    return { signIn, dashboard };
  } finally {
    await emulators.stop();
  }
}

/**
 * Collects every response of a page load; returns { files, rawBytes, gzipBytes } for its scripts
 * and `transferBytes`, what crossed the wire for all of them (encoded bodies and headers).
 */
async function measure(page, url, ready, settled = 'networkidle') {
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
  await page.waitForLoadState(settled);
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
async function dashboardReady(page, title = 'Demo Event') {
  await page.getByRole('button', { name: 'Live tool' }).waitFor();
  await page.getByRole('heading', { name: title }).waitFor();
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
    const dashboard = await measure(dashboardPage, `${base}/`, (p) => dashboardReady(p));
    await dashboardContext.close();
    const firebase = await firebaseRoutes(browser);

    const kb = (n) => Math.round((n / 1024) * 10) / 10;
    const line = (name, m, target) =>
      console.log(`${name}: ${m.files} scripts, ${kb(m.rawBytes)} KB raw, ${kb(m.gzipBytes)} KB gzipped (target <= ${target} KB); ${m.requests} responses, ${kb(m.transferBytes)} KB transferred`);
    const figures = (m, target) => ({ scripts: m.files, rawKB: kb(m.rawBytes), gzipKB: kb(m.gzipBytes), targetKB: target, met: m.gzipBytes <= target * 1024, responses: m.requests, transferredKB: kb(m.transferBytes) });
    line('sign-in route', signIn, 300);
    line('dashboard route', dashboard, 400);
    line('firebase build, sign-in route', firebase.signIn, 300);
    line('firebase build, dashboard route', firebase.dashboard, 400);
    console.log(
      JSON.stringify({
        signIn: figures(signIn, 300),
        dashboard: figures(dashboard, 400),
        firebaseSignIn: figures(firebase.signIn, 300),
        firebaseDashboard: figures(firebase.dashboard, 400),
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
