#!/usr/bin/env node
// `npm test`: the whole suite from a fresh clone, in the order that fails fastest: import
// boundaries, types, unit + server + contract tests (Vitest), the production build, then the
// end-to-end tests in headless Chromium. Prints one closing line "Tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp', 'test-results');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
const failedSteps = [];

function run(step, command, args, env = {}) {
  console.log(`\n=== ${step} ===`);
  const r = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(step);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  return true;
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is missing: the end-to-end tests need /usr/bin/chromium (apt-get install -y chromium) or CHROMIUM_PATH.');
  failedSteps.push('chromium present');
}

run('import boundaries', process.execPath, [join(root, 'scripts', 'check-boundaries.mjs')]);
run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
const vitestJson = join(tmp, 'vitest.json');
run('unit, server and contract tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (!countVitest(vitestJson)) failedSteps.push('vitest report');
if (run('production build', bin('vite'), ['build', '--logLevel', 'warn'])) {
  const pwJson = join(tmp, 'playwright.json');
  run('end-to-end tests (Chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (!countPlaywright(pwJson)) failedSteps.push('playwright report');
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
