#!/usr/bin/env node
// The dependency rule of ARCHITECTURE.md: server/ and src/ never import each other (both import
// domain/), domain/ imports neither, functions/ reaches domain/ and server/api only, features do
// not import the app or each other, vendor SDKs stay in their provider, the wire protocol stays
// in the local provider. Exits 1 and lists every violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const aliases = { '@/': 'src/', '@domain/': 'domain/', '@server/': 'server/', '@tests/': 'tests/' };
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'lib') continue;
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(name)) files.push(p);
  }
}
for (const dir of ['src', 'domain', 'server', 'functions/src']) walk(join(root, dir));

/** The repository path an import names, or null for a package. */
function target(file, spec) {
  if (spec.startsWith('.')) return relative(root, join(file, '..', spec)).split(sep).join('/');
  const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
  return alias ? aliases[alias] + spec.slice(alias.length) : null;
}

const violations = [];
const importRe = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
for (const file of files) {
  const rel = relative(root, file).split(sep).join('/');
  const test = /\.test\.tsx?$/.test(rel);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2] ?? m[3];
    const to = target(file, spec);
    const report = (why) => violations.push(`${rel}: imports ${spec}; ${why}`);
    if (/^(firebase|@firebase)(\/|$)/.test(spec) && rel.startsWith('src/') && !rel.startsWith('src/backend/firebase/')) {
      report('only src/backend/firebase may import the Firebase SDK');
    }
    if (spec === 'ws' && rel.startsWith('src/')) report('the browser bundle must not import ws, pass the class in from Node code');
    if (!to) continue;
    if (to.startsWith('domain/protocol/') && rel.startsWith('src/') && !rel.startsWith('src/backend/local/')) {
      report("only src/backend/local knows the server's wire protocol");
    }
    if (rel.startsWith('domain/') && /^(src|server|functions|tests)\//.test(to)) report('domain/ imports nothing outside domain/');
    if (rel.startsWith('server/') && to.startsWith('src/')) report('the server never imports the app (shared contracts live in domain/)');
    if (rel.startsWith('src/') && to.startsWith('server/')) report('the app never imports the server (shared contracts live in domain/)');
    if (rel.startsWith('functions/') && to.startsWith('src/')) report('functions never import the app');
    if (!test && /^(src|domain|server|functions)\//.test(rel) && to.startsWith('tests/')) report('only tests import tests/');
    const feature = rel.match(/^src\/features\/([^/]+)\//)?.[1];
    const other = to.match(/^src\/features\/([^/]+)/)?.[1];
    if (feature && other && other !== feature) report(`features do not import each other (${other})`);
    if (/^src\/(features|ui|lib|backend)\//.test(rel) && to.startsWith('src/app/')) report('only the app imports the app');
    if (/^src\/(features|app|ui|lib)\//.test(rel) && /^src\/backend\/(local|firebase)(\/|$)/.test(to)) {
      report('the app talks to the backend port only');
    }
  }
}

if (violations.length) {
  console.error(`Import boundary violations (${violations.length}):\n` + violations.join('\n'));
  process.exit(1);
}
console.log(`Import boundaries hold in ${files.length} files.`);
