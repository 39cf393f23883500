#!/usr/bin/env node
// No import loops, type-only imports included (ESLint's import-x/no-cycle skips those, yet a type
// shared both ways is still two files that cannot be understood apart). Resolves imports as
// TypeScript does, aliases included, and prints every loop. Part of `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.endsWith('.d.ts'));

function compilerOptions(tsconfig) {
  const { config } = ts.readConfigFile(join(root, tsconfig), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(join(root, tsconfig))).options;
}
const rootOptions = compilerOptions('tsconfig.json');
const functionsOptions = compilerOptions('functions/tsconfig.json');

const graph = new Map();
for (const file of files) {
  const options = file.startsWith('functions/') ? functionsOptions : rootOptions;
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  const edges = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, join(root, file), options, ts.sys).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('/node_modules/')) {
      edges.add(relative(root, resolved.resolvedFileName));
    }
  }
  graph.set(file, [...edges]);
}

// Tarjan's strongly connected components: every component of more than one file is a loop.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1) loops.push(component.sort());
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (loops.length) {
  console.error(`Import loops (${loops.length}), type-only imports included:\n${loops.map((l) => `  ${l.join(' <-> ')}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import loops in ${files.length} files.`);
