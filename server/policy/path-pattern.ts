/**
 * Path patterns such as `users/{uid}` or `users/{uid}.jpg`: each `{name}` matches one non-empty
 * path segment (or the part of it before a literal suffix) and is returned by name.
 */
export type PathVars = Record<string, string>;

export type PathPattern = { source: string; match(path: string): PathVars | null };

export function pathPattern(source: string): PathPattern {
  const names: string[] = [];
  const body = source
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+?)';
    })
    .join('');
  const re = new RegExp(`^${body}$`);
  return {
    source,
    match(path) {
      const m = re.exec(path);
      if (!m) return null;
      const vars: PathVars = {};
      names.forEach((name, i) => (vars[name] = m[i + 1]));
      return vars;
    },
  };
}
