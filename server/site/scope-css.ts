/**
 * An event's custom CSS as the site applies it (issue 12, Security): every selector is scoped to
 * the element that holds the event's pages (`SITE_SCOPE`), so the style sheet cannot restyle
 * anything outside them (the builder's screens, the preview's chrome); it cannot load anything
 * but fonts (`src` of @font-face) and images (background, list and border images, content,
 * cursors): @import and every other `url()` are dropped, and so are script-like legacy
 * properties. The server scopes the CSS when it mirrors the event into its site document, so
 * the browser never parses CSS itself.
 */
import postcss, { type AtRule, type ChildNode, type Declaration, type Root, type Rule } from 'postcss';

export const SITE_SCOPE = '.ed-site';

const IMAGE_PROPERTIES = new Set([
  'background',
  'background-image',
  'border-image',
  'border-image-source',
  'list-style',
  'list-style-image',
  'mask',
  'mask-image',
  '-webkit-mask',
  '-webkit-mask-image',
  'content',
  'cursor',
]);
const DROPPED_AT_RULES = new Set(['import', 'namespace', 'page', 'charset', 'document', '-moz-document']);
const DROPPED_PROPERTIES = new Set(['behavior', '-moz-binding']);
/** Rules whose children are rules to scope in turn. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** What `url(...)` may point at: an https or http address, or inline data. */
function allowedUrls(value: string): boolean {
  const urls = [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((m) => m[2].trim());
  return urls.every((url) => /^(https?:|data:)/i.test(url));
}

function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  const root = /^(:root|html|body)(?![\w-])/i.exec(trimmed);
  if (root) {
    const rest = trimmed.slice(root[0].length).replace(/^\s*(body)(?![\w-])/i, '');
    return `${SITE_SCOPE}${rest}`;
  }
  return `${SITE_SCOPE} ${trimmed}`;
}

function keepDeclaration(declaration: Declaration, inFontFace: boolean): boolean {
  const property = declaration.prop.toLowerCase();
  if (DROPPED_PROPERTIES.has(property) || /expression\s*\(/i.test(declaration.value)) return false;
  if (!/url\(/i.test(declaration.value)) return true;
  const mayLoad = inFontFace ? property === 'src' : IMAGE_PROPERTIES.has(property);
  return mayLoad && allowedUrls(declaration.value);
}

function scopeChildren(parent: Root | AtRule | Rule, inFontFace: boolean): void {
  parent.each((node: ChildNode) => {
    if (node.type === 'decl') {
      if (!keepDeclaration(node, inFontFace)) node.remove();
    } else if (node.type === 'atrule') {
      const name = node.name.toLowerCase();
      if (DROPPED_AT_RULES.has(name)) return void node.remove();
      if (name.endsWith('keyframes')) return scopeChildren(node, false);
      if (name === 'font-face') return scopeChildren(node, true);
      // `@layer a, b;` names layers and holds nothing.
      if (GROUPING_AT_RULES.has(name)) return node.nodes ? scopeChildren(node, false) : undefined;
      node.remove();
    } else if (node.type === 'rule') {
      const inKeyframes = node.parent?.type === 'atrule' && (node.parent as AtRule).name.toLowerCase().endsWith('keyframes');
      if (!inKeyframes) node.selectors = node.selectors.map(scopeSelector);
      scopeChildren(node, false);
    }
  });
}

/** The CSS scoped to the site; CSS that does not parse gives '' (the settings refuse it anyway). */
export function scopeEventCss(css: string): string {
  if (css.trim() === '') return '';
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  root.walkComments((comment) => void comment.remove());
  scopeChildren(root, false);
  return root.toString().trim();
}
