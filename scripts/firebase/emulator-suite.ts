/**
 * Starts the Firebase Emulator Suite (firebase-tools 14) for the tests, the benchmarks and
 * `npm run dev:firebase`: the project's rules, indexes, built functions and hosting settings
 * from firebase.json, on free ports chosen now (or firebase.json's own ports for development),
 * in a scratch folder of its own, so that several suites can run side by side. The Realtime
 * Database and Storage emulators start only when firebase-tools has their jars; otherwise the
 * suite says why in `missing`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, createWriteStream } from 'node:fs';
import http2 from 'node:http2';
import { join } from 'node:path';
import { freePort } from '@server/testing/free-port';
import { firebaseCli, firestoreLauncherJar, optionalEmulator, type OptionalEmulator } from './emulator-binaries';

export type EmulatorName = 'auth' | 'firestore' | 'functions' | 'hosting' | OptionalEmulator;

/** Every test signs its own accounts up from loopback: more than a real address may in an hour. */
export const TEST_SIGN_UPS_PER_ADDRESS = 1000;

export type EmulatorSuiteOptions = {
  /** The emulators wanted; `database` and `storage` are left out (see `missing`) when not installed. */
  emulators: EmulatorName[];
  /** `free` (tests, benchmarks) or firebase.json's ports (`npm run dev:firebase`). */
  ports: 'free' | 'configured';
  /** What Hosting serves (default: an empty folder, `siteDir`, for the caller to build into). */
  hostingDir?: string;
  /** Receives the emulators' console output line by line. */
  log?: (line: string) => void;
  /** Sign-ups an hour the functions take from one address (test runs sign many up from loopback; default: the server's limit). */
  signUpsPerAddress?: number;
};

/** What a started suite is; JSON-serialisable apart from `stop`, so it can cross process boundaries. */
export type EmulatorSuiteInfo = {
  project: string;
  /** host:port of every emulator that runs, and of the hub that lists them. */
  hosts: Partial<Record<EmulatorName | 'hub', string>>;
  /** Base URL of the `api` function (when functions run). */
  functionsUrl?: string;
  /** Where Hosting serves from (when hosting runs). */
  siteDir?: string;
  /** Emulators asked for but not started, each with the reason. */
  missing: { name: EmulatorName; reason: string }[];
};

export type EmulatorSuite = EmulatorSuiteInfo & { stop(): Promise<void> };

const root = new URL('../../', import.meta.url).pathname;
const START_DEADLINE_MS = 180_000;
const STOP_GRACE_MS = 20_000;

function projectJson<T>(name: string): T {
  return JSON.parse(readFileSync(join(root, name), 'utf8')) as T;
}

type ProjectConfig = {
  firestore: { rules: string; indexes: string };
  database: { rules: string };
  storage: { rules: string };
  functions: { source: string; codebase: string; ignore?: string[] }[];
  hosting: Record<string, unknown>;
  emulators: Record<string, { host: string; port: number }>;
};

export function emulatorProject(): string {
  return projectJson<{ projects: { default: string } }>('.firebaserc').projects.default;
}

/** Bundles functions/src into functions/lib, which is what the Functions emulator loads. */
export function buildFunctions(): void {
  const built = spawnSync('npm', ['--prefix', join(root, 'functions'), 'run', '--silent', 'build'], { encoding: 'utf8' });
  if (built.status !== 0) {
    throw new Error(`Could not build the Cloud Functions (install their dependencies first: npm --prefix functions ci):\n${built.stdout}${built.stderr}`);
  }
}

async function portOf(name: string, config: ProjectConfig, ports: EmulatorSuiteOptions['ports']): Promise<number> {
  return ports === 'configured' && config.emulators[name] ? config.emulators[name].port : freePort();
}

/**
 * Whether the address answers (`anyAnswer`: with any status, e.g. Hosting with nothing built
 * yet). The wait is long: the Functions emulator starts a new worker for a request that arrives
 * while another is still waiting, which slows a busy machine further.
 */
async function ready(url: string, anyAnswer: boolean): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    return res.ok || anyAnswer;
  } catch {
    return false;
  }
}

async function hubListing(hub: string): Promise<Record<string, { pid?: number }>> {
  try {
    return (await (await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(2_000) })).json()) as Record<string, { pid?: number }>;
  } catch {
    return {};
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export async function startEmulatorSuite(options: EmulatorSuiteOptions): Promise<EmulatorSuite> {
  const config = projectJson<ProjectConfig>('firebase.json');
  const project = emulatorProject();
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'emulators-'));
  const missing: EmulatorSuiteInfo['missing'] = [];
  const wanted = options.emulators.filter((name) => {
    if (name !== 'database' && name !== 'storage') return true;
    const check = optionalEmulator(name);
    if (!check.available) missing.push({ name, reason: check.reason });
    return check.available;
  });
  const has = (name: EmulatorName) => wanted.includes(name);

  // firebase-tools takes only paths inside the config's folder: the project's files are linked in.
  const link = (name: string, target = join(root, name)) => symlinkSync(target, join(dir, name));
  const generated: Record<string, unknown> = {};
  const emulators: Record<string, unknown> = { singleProjectMode: false, ui: { enabled: false } };
  const hosts: EmulatorSuiteInfo['hosts'] = {};
  for (const helper of ['hub', 'logging', 'eventarc', 'tasks']) {
    const port = await freePort();
    emulators[helper] = { host: '127.0.0.1', port };
    if (helper === 'hub') hosts.hub = `127.0.0.1:${port}`;
  }
  for (const name of wanted) {
    const port = await portOf(name, config, options.ports);
    emulators[name] = { host: '127.0.0.1', port, ...(name === 'firestore' ? { websocketPort: await freePort() } : {}) };
    hosts[name] = `127.0.0.1:${port}`;
  }
  if (has('firestore')) {
    link(config.firestore.rules);
    link(config.firestore.indexes);
    generated.firestore = config.firestore;
  }
  if (has('database')) {
    link(config.database.rules);
    generated.database = config.database;
  }
  if (has('storage')) {
    link(config.storage.rules);
    generated.storage = config.storage;
  }
  if (has('functions')) {
    buildFunctions();
    link('functions');
    generated.functions = config.functions.map(({ source, codebase, ignore }) => ({ source, codebase, ignore }));
  }
  let siteDir: string | undefined;
  if (has('hosting')) {
    siteDir = options.hostingDir ?? join(dir, 'site');
    if (options.hostingDir) link('site', options.hostingDir);
    else mkdirSync(siteDir);
    generated.hosting = { ...config.hosting, public: 'site' };
  }
  generated.emulators = emulators;
  const configFile = join(dir, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(generated, null, 2));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // Off Google Cloud, the Admin SDK's first request waits ~8 s for a metadata server that is not there.
    METADATA_SERVER_DETECTION: 'none',
    // A function worker that takes longer than this to load fails every request it was meant for
    // (firebase-tools' default, 30 s, is not enough on a busy machine).
    FUNCTIONS_DISCOVERY_TIMEOUT: '180',
  };
  if (has('firestore')) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncherJar(dir);
  if (hosts.hosting) env.PUBLIC_URL = `http://${hosts.hosting}`;
  if (options.signUpsPerAddress) env.SIGN_UPS_PER_ADDRESS = String(options.signUpsPerAddress);
  // The CLI reads these to find emulators of another suite; this one must use its own.
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_EMULATOR_HUB', 'FIREBASE_DATABASE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST']) delete env[name];

  const logFile = createWriteStream(join(dir, 'emulators.log'));
  let tail = '';
  // Its own process group, so that stopping it also stops what the CLI started.
  const child = spawn(process.execPath, [firebaseCli(), 'emulators:start', '--project', project, '--config', configFile, '--only', wanted.join(',')], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const onOutput = (chunk: Buffer) => {
    logFile.write(chunk);
    tail = (tail + chunk.toString()).slice(-8_000);
    if (options.log) for (const line of chunk.toString().split('\n')) if (line.trim()) options.log(line);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  let javaPid: number | undefined;
  const killNow = () => {
    if (child.pid && child.exitCode === null) kill(-child.pid, 'SIGKILL');
    if (javaPid) kill(javaPid, 'SIGKILL');
  };
  process.once('exit', killNow);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        kill(-child.pid, 'SIGINT');
        const forced = setTimeout(killNow, STOP_GRACE_MS);
        await exited(child);
        clearTimeout(forced);
      }
      // The CLI starts Java in a process group of its own; a clean shutdown has stopped it already.
      if (javaPid) kill(javaPid, 'SIGKILL');
      process.off('exit', killNow);
      logFile.end();
      rmSync(dir, { recursive: true, force: true });
    })());

  const functionsUrl = hosts.functions ? `http://${hosts.functions}/${project}/us-central1/api` : undefined;
  let probes = [
    hosts.firestore && { url: `http://${hosts.firestore}/`, anyAnswer: false },
    hosts.auth && { url: `http://${hosts.auth}/emulator/v1/projects/${project}/config`, anyAnswer: false },
    functionsUrl && { url: `${functionsUrl}/api/health`, anyAnswer: false },
    hosts.hosting && { url: `http://${hosts.hosting}/`, anyAnswer: true },
  ].filter((probe) => probe !== undefined && probe !== '');
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    const listing = await hubListing(hosts.hub!);
    javaPid ??= listing.firestore?.pid;
    if (wanted.every((name) => listing[name])) {
      // One request at a time, each kept until it is answered.
      const answered: typeof probes = [];
      for (const probe of probes) if (await ready(probe.url, probe.anyAnswer)) answered.push(probe);
      probes = probes.filter((probe) => !answered.includes(probe));
      if (probes.length === 0) break;
    }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase emulators (${wanted.join(', ')}) did not start. Their output:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (hosts.firestore) await warmUpFirestore(project, hosts.firestore);
  return { project, hosts, functionsUrl, siteDir, missing, stop };
}

/**
 * The Firestore emulator answers its first gRPC request (the transport of the Admin SDK and of
 * the Node client) only after seconds of warming up, long enough for a client to call itself
 * offline. One GetDocument call, spelled out by hand (its request is one string field), takes
 * that wait here instead of in whichever test or /api call comes first.
 */
function warmUpFirestore(project: string, host: string): Promise<void> {
  const name = Buffer.from(`projects/${project}/databases/(default)/documents/warm-up/grpc`);
  const message = Buffer.concat([Buffer.from([0x0a, name.length]), name]);
  const frame = Buffer.concat([Buffer.from([0, 0, 0, 0, message.length]), message]);
  return new Promise((resolve, reject) => {
    const session = http2.connect(`http://${host}`);
    session.once('error', reject);
    const request = session.request({
      ':method': 'POST',
      ':path': '/google.firestore.v1.Firestore/GetDocument',
      'content-type': 'application/grpc',
      te: 'trailers',
      authorization: 'Bearer owner',
    });
    request.once('error', reject);
    // Any answer (NOT_FOUND, as nothing is stored there) means the gRPC path is warm.
    request.once('end', () => session.close(() => resolve()));
    request.resume();
    request.end(frame);
  });
}

/** The emulator variables the Firebase SDKs (Admin and client) read, for a started suite. */
export function emulatorEnv(suite: EmulatorSuiteInfo): Record<string, string> {
  const env: Record<string, string> = { EVENTDESK_EMULATORS: JSON.stringify(suite), GCLOUD_PROJECT: suite.project };
  if (suite.hosts.hub) env.FIREBASE_EMULATOR_HUB = suite.hosts.hub;
  if (suite.hosts.firestore) env.FIRESTORE_EMULATOR_HOST = suite.hosts.firestore;
  if (suite.hosts.auth) env.FIREBASE_AUTH_EMULATOR_HOST = suite.hosts.auth;
  if (suite.hosts.database) env.FIREBASE_DATABASE_EMULATOR_HOST = suite.hosts.database;
  if (suite.hosts.storage) env.FIREBASE_STORAGE_EMULATOR_HOST = suite.hosts.storage;
  return env;
}

/** What each optional emulator would have covered; those tests run against the local provider only. */
const COVERS: Partial<Record<EmulatorName, string>> = {
  database: 'presence and the connection state (Realtime Database)',
  storage: 'uploads (Cloud Storage)',
};

/** The printed reason for each part of a firebase run that a missing emulator leaves out. */
export function missingNotice(info: EmulatorSuiteInfo): string {
  return info.missing
    .map(({ name, reason }) => `Left out of the firebase run: ${COVERS[name] ?? name}, because ${reason}. The local provider's tests cover it.`)
    .join('\n');
}
