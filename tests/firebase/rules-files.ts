/**
 * Reading the Firebase rules files and the server's policy sources as text, so that a test can
 * compare what they say without the emulators (which need Java).
 */
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);

export function projectFile(name: string): string {
  return readFileSync(new URL(name, root), 'utf8');
}

export function projectJson<T = unknown>(name: string): T {
  return JSON.parse(projectFile(name)) as T;
}

/** The body of `function name(...) { ... }` in a rules file; fails the test when it is missing. */
export function ruleFunction(rules: string, name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\)\\s*\\{([\\s\\S]*?)\\n\\s*\\}`).exec(rules);
  if (!match) throw new Error(`The rules define no function ${name}().`);
  return match[1];
}

/** The quoted strings of the first `[...]` list in a piece of source. */
export function stringList(source: string): string[] {
  const list = /\[([^\]]*)\]/.exec(source);
  if (!list) throw new Error(`No list in ${JSON.stringify(source.trim())}.`);
  return [...list[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** `const NAME = <literal>` in a TypeScript source, e.g. a constant a module does not export. */
export function sourceConstant(source: string, name: string): string {
  const match = new RegExp(`const ${name}\\s*=\\s*([^;]+);`).exec(source);
  if (!match) throw new Error(`The source defines no constant ${name}.`);
  return match[1].trim();
}

export type RulesMatch = { path: string; allows: Set<string> };

/**
 * Every `match` block of a rules file with its full path (nested matches joined, without the
 * service's root match) and the operations its own `allow` statements name.
 */
export function ruleMatches(rules: string, rootMatch: string): RulesMatch[] {
  const stack: { path: string; depth: number; entry: RulesMatch | null }[] = [];
  const found: RulesMatch[] = [];
  let depth = 0;
  for (const line of rules.split('\n').map((l) => l.replace(/\/\/.*$/, ''))) {
    const match = /^\s*match\s+(\S+)\s*\{/.exec(line);
    if (match) {
      const parent = stack.at(-1)?.path ?? '';
      const path = match[1] === rootMatch ? '' : `${parent}/${match[1].replace(/^\//, '')}`.replace(/^\//, '');
      const entry = path ? { path, allows: new Set<string>() } : null;
      if (entry) found.push(entry);
      stack.push({ path, depth, entry });
    }
    const allow = /^\s*allow\s+([a-z,\s]+?)\s*:/.exec(line);
    const current = stack.at(-1)?.entry;
    if (allow && current) for (const op of allow[1].split(',')) current.allows.add(op.trim());
    // Path wildcards such as {uid} are not blocks.
    for (const ch of line.replace(/\{\w+(=\*\*)?\}/g, '')) {
      if (ch === '{') depth++;
      else if (ch === '}') {
        depth--;
        if (stack.length && stack.at(-1)!.depth === depth) stack.pop();
      }
    }
  }
  return found;
}
