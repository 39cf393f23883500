/**
 * bench:import — importing participants (issue 31's benchmark).
 *
 * 1. Reading: a 100,000-row CSV (`;`, BOM, CRLF, some quoted cells) and a 20,000-row xlsx (made
 *    by write-excel-file) are read and checked by the import's Web Worker in headless Chromium,
 *    on a page built by Vite (bench/import/page.html) that uses the screen's own worker client.
 *    Time is from handing the file to the worker to its checked summary; a PerformanceObserver
 *    records the longest main-thread task meanwhile.
 * 2. Writing: the CSV's rows (IMPORT_ROWS, default all) go to the embedded server's
 *    importParticipants in the app's batches, signed in as an owner through the local provider,
 *    on PGlite and on PostgreSQL 15 (a temporary cluster); then the same rows again, which must
 *    change nothing, and the ratio of the second import's time to the first's.
 * 3. The floor, in the same run: the documents the first import stored, written again into an
 *    empty database of the same kind by the engine's own SQL (doc-store's writeDocs), 500 a
 *    transaction as the import's batches, with no HTTP, checks, handler or listeners. An import
 *    cannot be faster than its floor; what it takes beyond it is the code's.
 * 4. A page of the participants table over the floor's documents (bench/import/page-read.ts):
 *    the documents the engine read from SQL for 50 ordered by name then id, and the time.
 *
 * The machine is shared, so every figure comes with the load average, and each import and floor
 * with its CPU seconds: this process's (client, server, PGlite) and PostgreSQL's server's.
 *
 * Targets: CSV under 1.5 s, xlsx under 5 s, no main-thread task over 100 ms, at least 5,000
 * rows/s, re-import under half the first. Exits 1 when one is missed. Last line: one JSON object.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import type { StoredDoc } from '@server/db/engine';
import writeXlsxFile from 'write-excel-file/node';
import WebSocket from 'ws';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { startServer } from '@server/app';
import { openDriver } from '@server/db/create-engine';
import { writeDocs } from '@server/db/doc-store';
import { migrate } from '@server/db/migrations';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { startCluster, type Cluster } from '@tests/postgres/cluster';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import { autoMapping, importBatches } from '@/features/participants-import/model/import-table';
import { readImportFile } from '@/features/participants-import/model/read-file';
import { pathAliases } from '../path-aliases';
import { measurePageRead, PAGE_SIZE } from './import/page-read';
// @ts-expect-error -- a plain .mjs helper shared with bench:bundle, without type declarations
import { chromiumFlags, chromiumPath } from './support/built-app.mjs';
import { ownCpuSeconds, postgresCpuSeconds } from './support/process-cpu';
import { BENCH_PASSWORD } from './support/bench-account';

const CSV_ROWS = 100_000;
const XLSX_ROWS = 20_000;
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? CSV_ROWS);
const TARGETS = { csvSeconds: 1.5, xlsxSeconds: 5, longTaskMs: 100, rowsPerSecond: 5_000, reimportRatio: 0.5 };
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const person = (i: number) => ({
  firstName: i % 97 === 0 ? `"Ann; ${i}"` : `First${i}`,
  lastName: `Last${i}`,
  email: `participant${i}@example.com`,
  phone: `+358 40 ${String(i).padStart(7, '0')}`,
  company: i % 50 === 0 ? "'=SUM(A1)" : `Company ${i % 300}`,
  role: 'Attendee',
  country: 'FI',
  description: i % 200 === 0 ? '"Line one\r\nline two"' : '',
});

function csvFile(rows: number): Uint8Array {
  const lines = ['First name;Last name;E-mail;Phone;Company;Role;Country;Description'];
  for (let i = 0; i < rows; i += 1) lines.push(Object.values(person(i)).join(';'));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

async function xlsxFile(rows: number): Promise<Uint8Array> {
  const header = ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Role', 'Country', 'Description'].map((value) => ({ value }));
  const data = [header];
  for (let i = 0; i < rows; i += 1) data.push(Object.values(person(i)).map((value) => ({ value: value.replaceAll('"', '') })));
  return new Uint8Array(await writeXlsxFile(data).toBuffer());
}

type Measured = { seconds: number; rows: number; valid: number; invalid: number; longestTaskMs: number; progressEvents: number };

async function measureReading(dir: string, csv: Uint8Array, xlsx: Uint8Array): Promise<{ csv: Measured; xlsx: Measured }> {
  const outDir = join(dir, 'page');
  await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    resolve: { alias: pathAliases },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(process.cwd(), 'bench/import/page.html') } },
  });
  mkdirSync(join(outDir, 'files'), { recursive: true });
  writeFileSync(join(outDir, 'files/people.csv'), csv);
  writeFileSync(join(outDir, 'files/people.xlsx'), xlsx);
  const server = await preview({ configFile: false, root: process.cwd(), logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.resolvedUrls!.local[0]}bench/import/page.html`);
    await page.locator('#state', { hasText: 'ready' }).waitFor();
    const run = (url: string, name: string) => page.evaluate(([u, n]) => (window as unknown as { benchMeasure: (u: string, n: string) => Promise<Measured> }).benchMeasure(u, n), [url, name]);
    // One read first, so the worker's code is in the browser's cache as on a second import.
    await run('/files/people.xlsx', 'people.xlsx');
    return { csv: await run('/files/people.csv', 'people.csv'), xlsx: await run('/files/people.xlsx', 'people.xlsx') };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

/** Wall and CPU seconds of `run`: this process's, and the PostgreSQL server's when there is one. */
async function timed<T>(cluster: Cluster | null, run: () => Promise<T>): Promise<{ result: T; seconds: number; cpu: { node: number; postgres: number } }> {
  const server = () => (cluster ? postgresCpuSeconds(cluster.dataDir) : 0);
  const [wall, node, postgres] = [performance.now(), ownCpuSeconds(), server()];
  const result = await run();
  return { result, seconds: (performance.now() - wall) / 1000, cpu: { node: round(ownCpuSeconds() - node), postgres: round(server() - postgres) } };
}

const BATCH_DOCUMENTS = 500;

/** The floor: `docs` written into an empty database of the same kind by the engine's SQL alone, a transaction per batch. */
async function measureFloor(docs: StoredDoc[], cluster: Cluster | null, collection: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-floor-'));
  const driver = await openDriver(cluster ? { databaseUrl: await cluster.createDatabase() } : { dataDir });
  try {
    await migrate(driver);
    const floor = await timed(cluster, async () => {
      for (let start = 0; start < docs.length; start += BATCH_DOCUMENTS) {
        await driver.transaction((tx) => writeDocs(tx, docs.slice(start, start + BATCH_DOCUMENTS)));
      }
    });
    return { ...floor, page: await measurePageRead(driver, collection) };
  } finally {
    await driver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureImport(csv: Uint8Array, cluster: Cluster | null) {
  const databaseUrl = cluster ? await cluster.createDatabase() : undefined;
  const read = await readImportFile('people.csv', csv);
  if (!read.ok) throw new Error(read.error);
  const rows = read.table.rows.slice(0, IMPORT_ROWS);
  const mapping = autoMapping(read.table.headers);
  const batches = importBatches(rows, mapping, { fixed: {}, skipped: [] });
  const count = batches.reduce((n, batch) => n + batch.length, 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seed: false, log: () => {}, ...(databaseUrl ? { databaseUrl } : {}) });
  const owner = createLocalBackend({ baseUrl: server.url, transport: createNodeTransport({ WebSocket }) });
  try {
    const ownerEmail = `bench-owner-${Date.now()}@example.com`;
    await owner.auth.signUp(ownerEmail, BENCH_PASSWORD);
    await owner.auth.finishSignUp(await mailedSignUpToken(server.url, server.operatorKey, ownerEmail));
    const { eventId } = await owner.call('createEvent', { title: 'Bench import', slug: `bench-import-${Date.now()}`, language: 'en', organizationId: null });
    const importAll = () => timed(cluster, async () => {
      const totals = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
      for (const batch of batches) {
        const answer = await owner.call('importParticipants', { eventId, rows: batch });
        totals.created += answer.created;
        totals.updated += answer.updated;
        totals.unchanged += answer.unchanged;
        totals.skipped += answer.skipped.length;
      }
      return totals;
    });
    const kind = cluster ? 'postgres' : 'pglite';
    const first = await importAll();
    console.log(`${kind}: first ${JSON.stringify(first.result)} in ${round(first.seconds)} s, CPU ${JSON.stringify(first.cpu)} (load ${load()})`);
    const again = await importAll();
    console.log(`${kind}: again ${JSON.stringify(again.result)} in ${round(again.seconds)} s, CPU ${JSON.stringify(again.cpu)} (load ${load()})`);
    if (first.result.created !== count || again.result.created + again.result.updated !== 0) throw new Error('The import did not create every row once, or the re-import changed something.');
    const stored = await server.engine.internal.query<{ path: string }>('SELECT path FROM documents WHERE parent = $1', [PARTICIPANTS_COLLECTION(eventId)]);
    const docs = [...(await server.engine.getMany(stored.rows.map((row) => row.path))).values()];
    const floor = await measureFloor(docs, cluster, PARTICIPANTS_COLLECTION(eventId));
    const floorRowsPerSecond = Math.round(docs.length / floor.seconds);
    console.log(`${kind}: floor, ${docs.length} documents by the engine's SQL alone, in ${round(floor.seconds)} s (${floorRowsPerSecond} rows/s), CPU ${JSON.stringify(floor.cpu)} (load ${load()})`);
    console.log(`${kind}: a page of ${PAGE_SIZE} of ${docs.length} by name then id: ${JSON.stringify(floor.page)} (load ${load()})`);
    const cpuSeconds = (cpu: { node: number; postgres: number }) => round(cpu.node + cpu.postgres);
    return {
      rowsPerSecond: Math.round(count / first.seconds),
      reimportRatio: round(again.seconds / first.seconds),
      floorRowsPerSecond,
      cpuSeconds: cpuSeconds(first.cpu),
      floorCpuSeconds: cpuSeconds(floor.cpu),
      page: floor.page,
    };
  } finally {
    await owner.dispose();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-files-'));
  const cluster = await startCluster();
  try {
    const csv = csvFile(CSV_ROWS);
    const xlsx = await xlsxFile(XLSX_ROWS);
    console.log(`files: CSV ${CSV_ROWS} rows ${round(csv.length / 1e6)} MB, xlsx ${XLSX_ROWS} rows ${round(xlsx.length / 1e6)} MB`);
    const reading = await measureReading(dir, csv, xlsx);
    console.log(`read in the worker: CSV ${JSON.stringify(reading.csv)}; xlsx ${JSON.stringify(reading.xlsx)} (load ${load()})`);
    const pglite = await measureImport(csv, null);
    const postgres = await measureImport(csv, cluster);
    const figures = {
      'csv100k.parseSeconds': round(reading.csv.seconds),
      'xlsx20k.parseSeconds': round(reading.xlsx.seconds),
      mainThreadLongestTaskMs: Math.round(Math.max(reading.csv.longestTaskMs, reading.xlsx.longestTaskMs)),
      'importRowsPerSecond.pglite': pglite.rowsPerSecond,
      'importRowsPerSecond.postgres': postgres.rowsPerSecond,
      reimportRatio: Math.max(pglite.reimportRatio, postgres.reimportRatio),
      'floorRowsPerSecond.pglite': pglite.floorRowsPerSecond,
      'floorRowsPerSecond.postgres': postgres.floorRowsPerSecond,
      'importCpuSeconds.pglite': pglite.cpuSeconds,
      'importCpuSeconds.postgres': postgres.cpuSeconds,
      'floorCpuSeconds.pglite': pglite.floorCpuSeconds,
      'floorCpuSeconds.postgres': postgres.floorCpuSeconds,
      'pageRead.pglite': pglite.page,
      'pageRead.postgres': postgres.page,
      importRows: Math.min(IMPORT_ROWS, CSV_ROWS),
      loadAverage: load(),
    };
    const missed = [
      figures['csv100k.parseSeconds'] >= TARGETS.csvSeconds && 'CSV parse',
      figures['xlsx20k.parseSeconds'] >= TARGETS.xlsxSeconds && 'xlsx parse',
      figures.mainThreadLongestTaskMs > TARGETS.longTaskMs && 'main-thread task',
      Math.min(pglite.rowsPerSecond, postgres.rowsPerSecond) < TARGETS.rowsPerSecond && 'import rows/s',
      figures.reimportRatio >= TARGETS.reimportRatio && 're-import ratio',
    ].filter(Boolean);
    if (missed.length > 0) {
      console.log(`missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
    console.log(JSON.stringify(figures));
  } finally {
    await cluster.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
