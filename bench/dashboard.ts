/**
 * bench:dashboard — the dashboard's analytics cards (issue 4's benchmark).
 *
 * The embedded server (`startServer`, real PGlite on a temporary data folder) holds one event,
 * created by its owner through `createEvent`, with BENCH_RECORDS (default 100,000) analytics
 * records of the four types spread over 30 days (a share within the last hours) and
 * BENCH_REGISTRATIONS (default 5,000) participants, written as the server writes. The owner,
 * signed in through the local provider as the app is, then loads each window's figures:
 *
 * - as the app does: one aggregate per card (domain/events/analytics.ts) through `docs.aggregate`;
 * - the naive way, as the old app did: every analytics record and registration, filtered in memory.
 *
 * Reads are counted as Firestore bills them: one per document returned; an aggregate costs one
 * read per 1,000 index entries it scans (the documents matching its filters), at least one.
 * Time is the wall time of the window's load as the client sees it (server and client share this
 * process; the loopback adds little). Both ways must give the same figures. Exits 1 when they
 * differ or a window's naive/aggregate read ratio is below 500. Last line: one JSON object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  ANALYTICS_CARDS,
  ANALYTICS_COLLECTION,
  ANALYTICS_TYPES,
  ANALYTICS_WINDOWS,
  PARTICIPANTS_COLLECTION,
  analyticsRequests,
  figureOf,
  windowStart,
  type AnalyticsFigures,
  type AnalyticsType,
  type AnalyticsWindow,
} from '@domain/events/analytics';
import { startServer } from '@server/app';
import type { WriteOp } from '@server/db/engine';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import type { Backend, DocSnapshot } from '@/backend/port';
import { BENCH_PASSWORD } from './support/bench-account';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 5_000);
const SPREAD_DAYS = 30;
/** This share of the records (and registrations) falls within the last 8 hours, so short windows are not empty. */
const RECENT_SHARE = 0.05;
/** The engine, like Firestore, takes at most 500 writes in one commit. */
const WRITES_PER_COMMIT = 500;
const TARGET_RATIO = 500;
/** Firestore bills an aggregation one read per this many index entries scanned, at least one. */
const INDEX_ENTRIES_PER_READ = 1_000;

const HOUR = 3_600_000;
const round = (n: number) => Math.round(n * 10) / 10;

/** A deterministic spread (so runs compare): a linear congruential generator. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function createdAtFor(next: () => number, now: number): Date {
  const ageMs = next() < RECENT_SHARE ? next() * 8 * HOUR : next() * SPREAD_DAYS * 24 * HOUR;
  return new Date(now - ageMs);
}

function seedOps(eventId: string, now: number): WriteOp[] {
  const next = random(42);
  const ops: WriteOp[] = [];
  for (let i = 0; i < RECORDS; i++) {
    const type: AnalyticsType = ANALYTICS_TYPES[Math.floor(next() * ANALYTICS_TYPES.length)];
    const data = { type, createdAt: createdAtFor(next, now), ...(type === 'watchTime' ? { time: Math.floor(next() * 3600) } : {}) };
    ops.push({ type: 'set', path: `${ANALYTICS_COLLECTION(eventId)}/r${i}`, data });
  }
  for (let i = 0; i < REGISTRATIONS; i++) {
    ops.push({ type: 'set', path: `${PARTICIPANTS_COLLECTION(eventId)}/p${i}`, data: { email: `p${i}@example.com`, createdAt: createdAtFor(next, now) } });
  }
  return ops;
}

type Load = { figures: AnalyticsFigures; reads: number; ms: number };

/** As the app does: the cards' aggregates, all at once. */
async function loadByAggregates(backend: Backend, eventId: string, window: AnalyticsWindow, now: Date): Promise<Load> {
  const started = performance.now();
  const requests = analyticsRequests(eventId, window, now);
  const answers = await Promise.all(requests.map((r) => backend.docs.aggregate(r.query, r.spec)));
  const ms = performance.now() - started;
  const figures = Object.fromEntries(requests.map((r, i) => [r.card, figureOf(r, answers[i])])) as AnalyticsFigures;
  // Every aggregate counts what it matched, so the index entries it scanned are known.
  const reads = answers.reduce((total, a) => total + Math.max(1, Math.ceil((a.count ?? 0) / INDEX_ENTRIES_PER_READ)), 0);
  return { figures, reads, ms };
}

const createdAtOf = (doc: DocSnapshot): number => {
  const value = doc.data?.createdAt;
  return value instanceof Date ? value.getTime() : Number.NaN;
};

/** The old way: every record and registration into the client, filtered there. */
async function loadNaively(backend: Backend, eventId: string, window: AnalyticsWindow, now: Date): Promise<Load> {
  const started = performance.now();
  const [records, registrations] = await Promise.all([
    backend.docs.list({ path: ANALYTICS_COLLECTION(eventId) }),
    backend.docs.list({ path: PARTICIPANTS_COLLECTION(eventId) }),
  ]);
  const since = windowStart(window, now)?.getTime() ?? -Infinity;
  const inWindow = (doc: DocSnapshot) => createdAtOf(doc) >= since;
  const ofType = (type: AnalyticsType) => records.filter((doc) => doc.data?.type === type && inWindow(doc));
  const figures: AnalyticsFigures = {
    registeredUsers: registrations.filter(inWindow).length,
    uniqueVisitors: ofType('unique').length,
    sessions: ofType('session').length,
    watchTime: ofType('watchTime').reduce((total, doc) => total + (typeof doc.data?.time === 'number' ? doc.data.time : 0), 0),
    pageViews: ofType('visit').length,
  };
  return { figures, reads: records.length + registrations.length, ms: performance.now() - started };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seed: false, log: () => {} });
  const owner = createLocalBackend({ baseUrl: server.url, transport: createNodeTransport({ WebSocket }) });
  let failed = false;
  try {
    const ownerEmail = `bench-owner-${Date.now()}@example.com`;
    await owner.auth.signUp(ownerEmail, BENCH_PASSWORD);
    await owner.auth.finishSignUp(await mailedSignUpToken(server.url, server.operatorKey, ownerEmail));
    const { eventId } = await owner.call('createEvent', { title: 'Bench dashboard', slug: `bench-dashboard-${Date.now()}`, language: 'en', organizationId: null });

    const seedStarted = performance.now();
    const ops = seedOps(eventId, Date.now());
    for (let i = 0; i < ops.length; i += WRITES_PER_COMMIT) await server.engine.commit(ops.slice(i, i + WRITES_PER_COMMIT));
    console.log(`seeded ${RECORDS.toLocaleString('en-US')} analytics records and ${REGISTRATIONS.toLocaleString('en-US')} registrations in ${round((performance.now() - seedStarted) / 1000)} s`);

    const figures: Record<string, unknown> = { records: RECORDS, registrations: REGISTRATIONS, targetRatio: TARGET_RATIO, windows: {} };
    for (const { key, label } of ANALYTICS_WINDOWS) {
      // Both ways count the same window: records do not age out between the two loads.
      const now = new Date();
      const aggregate = await loadByAggregates(owner, eventId, key, now);
      const naive = await loadNaively(owner, eventId, key, now);
      const ratio = round(naive.reads / aggregate.reads);
      const same = ANALYTICS_CARDS.every(({ key: card }) => aggregate.figures[card] === naive.figures[card]);
      if (!same || ratio < TARGET_RATIO) failed = true;
      console.log(
        `${label.padEnd(6)} aggregate: ${String(aggregate.reads).padStart(4)} reads, ${round(aggregate.ms)} ms | naive: ${naive.reads} reads, ${round(naive.ms)} ms | reads ratio ${ratio}${same ? '' : ' | FIGURES DIFFER'}`,
      );
      (figures.windows as Record<string, unknown>)[key] = {
        figures: aggregate.figures,
        aggregate: { reads: aggregate.reads, ms: round(aggregate.ms) },
        naive: { reads: naive.reads, ms: round(naive.ms) },
        readsRatio: ratio,
        sameFigures: same,
      };
    }
    figures.ok = !failed;
    console.log(JSON.stringify(figures));
  } finally {
    await owner.dispose();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
