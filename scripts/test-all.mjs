#!/usr/bin/env node
// `npm test`: the whole suite from a fresh clone, in the order that fails fastest: the lint
// (ESLint with the import boundaries, no import loops), types, the Cloud Functions, unit + server
// + contract tests (Vitest), the firebase build's end-to-end tests, the production builds, then
// the end-to-end tests in headless Chromium. One Firebase Emulator Suite serves every step that needs it. Prints one closing line "Tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp', 'test-results');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
const failedSteps = [];
/** Each step's wall time and each test file's, printed at the end so a change can see its cost. */
const stepSeconds = [];
const fileSeconds = [];
/** Each failed test as "file › name": printed again at the end, where a CI log's tail shows it. */
const failedTests = [];
const started = Date.now();

function run(step, command, args, env = {}) {
  console.log(`\n=== ${step} ===`);
  const stepStart = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  stepSeconds.push([step, (Date.now() - stepStart) / 1000]);
  if (r.status !== 0) failedSteps.push(step);
  return r.status === 0;
}

/** An error's first line without terminal colours, for the closing list of failed tests. */
const firstLine = (text) => String(text ?? 'no message').replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300);

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const result of report.testResults) {
    fileSeconds.push([relative(root, result.name), (result.endTime - result.startTime) / 1000]);
    for (const test of result.assertionResults) if (test.status === 'failed') failedTests.push(`${relative(root, result.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (result.status === 'failed' && result.assertionResults.every((test) => test.status !== 'failed')) failedTests.push(`${relative(root, result.name)}: ${firstLine(result.message)}`);
  }
  return true;
}

/**
 * A spec file's time: the sum of its tests' runs (one worker runs a file's tests one after
 * another). Notes each failed run on the way.
 */
function playwrightFileSeconds(suite, into = new Map()) {
  for (const spec of suite.specs ?? []) {
    const results = spec.tests.flatMap((t) => t.results);
    for (const result of results) {
      if (result.status !== 'passed' && result.status !== 'skipped') failedTests.push(`tests/e2e/${spec.file}:${spec.line} › ${spec.title}: ${firstLine(result.error?.message)}`);
    }
    const ms = results.reduce((sum, r) => sum + r.duration, 0);
    into.set(spec.file, (into.get(spec.file) ?? 0) + ms / 1000);
  }
  for (const child of suite.suites ?? []) playwrightFileSeconds(child, into);
  return into;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  const perFile = new Map();
  for (const suite of suites) playwrightFileSeconds(suite, perFile);
  for (const [name, seconds] of perFile) fileSeconds.push([join('tests/e2e', name), seconds]);
  return true;
}

function printTimes() {
  const row = ([name, seconds]) => `  ${seconds.toFixed(1).padStart(7)} s  ${name}`;
  console.log('\nTime per step:');
  for (const step of stepSeconds) console.log(row(step));
  console.log(row(['whole run', (Date.now() - started) / 1000]));
  console.log('Slowest ten test files:');
  for (const file of fileSeconds.sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(row(file));
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is missing: the end-to-end tests need /usr/bin/chromium (apt-get install -y chromium) or CHROMIUM_PATH.');
  failedSteps.push('chromium present');
}

/**
 * Starts the emulators (scripts/firebase/emulators.ts) and resolves with what they print once
 * ready: { info, env, webConfig }, plus stop(). Resolves null, and fails the step, when they cannot start.
 */
function startEmulators() {
  console.log('\n=== Firebase emulators (Auth, Firestore, Functions, Hosting) ===');
  const child = spawn(bin('tsx'), [join(root, 'scripts', 'firebase', 'emulators.ts')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve) => {
    let out = '';
    let ready = false;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').slice(0, -1).find((l) => l.startsWith('EMULATORS '));
      if (line && !ready) {
        ready = true;
        resolve({ ...JSON.parse(line.slice('EMULATORS '.length)), stop });
      }
    });
    void exited.then(() => {
      if (ready) return;
      failedSteps.push('Firebase emulators');
      resolve(null);
    });
  });
}

run('lint', bin('eslint'), ['--cache', '--cache-location', join(root, '.tmp', 'eslint') + '/', '.']);
run('import loops', process.execPath, [join(root, 'scripts', 'check-import-loops.mjs')]);
// Installed before the typecheck: the emulator tests use the functions' Admin SDK adapter (tests/firebase/admin-sdk.ts).
const functionsInstalled = run('Cloud Functions: install', 'npm', ['--prefix', 'functions', 'ci', '--no-audit', '--no-fund']);
run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
const functionsReady =
  functionsInstalled &&
  run('Cloud Functions: typecheck', 'npm', ['--prefix', 'functions', 'run', 'typecheck']) &&
  run('Cloud Functions: build', 'npm', ['--prefix', 'functions', 'run', 'build']);
const emulatorStart = Date.now();
const emulators = functionsReady ? await startEmulators() : null;
if (emulators) stepSeconds.push(['Firebase emulators: start', (Date.now() - emulatorStart) / 1000]);
if (emulators) console.log(`Emulators ready: ${JSON.stringify(emulators.info.hosts)}`);
const emulatorEnv = emulators?.env ?? {};

const vitestJson = join(tmp, 'vitest.json');
// Without emulators the firebase project cannot run; the failed step above says why.
const projects = emulators ? [] : ['--project', 'unit', '--project', 'api', '--project', 'postgres'];
run('unit, server, contract and emulator tests', bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], emulatorEnv);
if (!countVitest(vitestJson)) failedSteps.push('vitest report');
if (emulators) {
  // The firebase build in Chromium against the same emulators (its global setup builds it into Hosting's folder).
  const firebaseJson = join(tmp, 'playwright-firebase.json');
  run('end-to-end tests of the firebase build (Chromium, emulators)', bin('playwright'), ['test', '-c', 'playwright.firebase.config.ts'], { ...emulatorEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: firebaseJson });
  if (!countPlaywright(firebaseJson)) failedSteps.push('playwright firebase report');
}
await emulators?.stop();
if (run('production build', bin('vite'), ['build', '--logLevel', 'warn'])) {
  const pwJson = join(tmp, 'playwright.json');
  run('end-to-end tests (Chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (!countPlaywright(pwJson)) failedSteps.push('playwright report');
}

printTimes();
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
