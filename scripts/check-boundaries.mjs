#!/usr/bin/env node
// The import rules of DESIGN.md: vendor SDKs stay in their provider, the wire protocol stays in the
// local provider, features do not import each other. Exits 1 and lists every violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(name)) files.push(p);
  }
}
walk(join(root, 'src'));

const violations = [];
const importRe = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
for (const file of files) {
  const rel = relative(root, file).split(sep).join('/');
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (/^(firebase|@firebase)(\/|$)/.test(spec) && !rel.startsWith('src/backend/firebase/')) {
      violations.push(`${rel}: imports ${spec}; only src/backend/firebase may import the Firebase SDK`);
    }
    if (spec.includes('server/protocol') && !rel.startsWith('src/backend/local/')) {
      violations.push(`${rel}: imports ${spec}; only src/backend/local knows the server's wire protocol`);
    }
    if (spec === 'ws' && rel.startsWith('src/')) {
      violations.push(`${rel}: imports ws; the browser bundle must not, pass the class in from Node code`);
    }
    const feature = rel.match(/^src\/features\/([^/]+)\//)?.[1];
    if (feature && spec.startsWith('.')) {
      const target = join(file, '..', spec).split(sep).join('/');
      const other = relative(root, target).match(/^src\/features\/([^/]+)/)?.[1];
      if (other && other !== feature) violations.push(`${rel}: imports feature "${other}"; features do not import each other`);
    }
    if (/^src\/(features|app|ui|lib)\//.test(rel) && spec.startsWith('.')) {
      const target = relative(root, join(file, '..', spec)).split(sep).join('/');
      if (/^src\/backend\/(local|firebase)(\/|$)/.test(target)) {
        violations.push(`${rel}: imports ${target}; the app talks to the backend port only`);
      }
    }
  }
}

if (violations.length) {
  console.error(`Import boundary violations (${violations.length}):\n` + violations.join('\n'));
  process.exit(1);
}
console.log(`Import boundaries hold in ${files.length} files.`);
