/**
 * An event's custom CSS as the site applies it (issue 12, Security; issue 25): every selector is
 * scoped to the element that holds the event's pages (scope-selector.ts), so the style sheet
 * cannot restyle anything outside them (the builder's screens, the preview's chrome) nor read the
 * values visitors type; it cannot load anything but fonts (`src` of @font-face) and images
 * (background, list and border images, content, cursors): @import and every other address are
 * dropped, and so are script-like legacy properties. postcss finds the rules and declarations,
 * and every selector, value and name is judged by its tokens, escapes decoded (css-tokens.ts),
 * never by matching the text. The server scopes the CSS when it mirrors the event into its site
 * document, so the browser never parses CSS itself.
 */
import postcss, { type AtRule, type ChildNode, type Declaration, type Root, type Rule } from 'postcss';
import { cssTokens, identifierValue } from './css-tokens';
import { scopeSelectorList } from './scope-selector';

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
/**
 * A font's `unicode-range` makes the browser fetch it only for the characters the page shows, so
 * one font per character would tell its server which characters a visitor types into a field.
 */
const DROPPED_FONT_DESCRIPTORS = new Set(['unicode-range']);
/** Rules whose children are rules to scope in turn. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** Functions whose arguments are addresses the browser loads. */
const LOADING_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set', 'image', '-webkit-image', 'cross-fade', '-webkit-cross-fade', 'element', '-moz-element', 'paint']);
/** Inside a loading function, these make the address one the server cannot see. */
const UNKNOWN_VALUE_FUNCTIONS = new Set(['var', 'attr', 'env', 'if']);

/** What a loaded address may be: an https or http address, or inline data. */
const allowedAddress = (address: string) => /^(https?:|data:)/i.test(address.trim());

/**
 * The addresses a value makes the browser load, escapes decoded (`u\72l(` is `url(`); null when
 * the value cannot be judged (a malformed url or string, a script, an address computed in the browser).
 */
function loadedAddresses(value: string): string[] | null {
  const addresses: string[] = [];
  /** One entry per open parenthesis: whether it belongs to a loading function. */
  const open: boolean[] = [];
  for (const token of cssTokens(value)) {
    const inLoader = open.includes(true);
    if (token.type === 'bad-url' || token.type === 'bad-string') return null;
    if (token.type === 'url') addresses.push(token.value);
    else if (token.type === 'string' && inLoader) addresses.push(token.value);
    else if (token.type === 'function') {
      const name = token.value.toLowerCase();
      if (name === 'expression' || (inLoader && UNKNOWN_VALUE_FUNCTIONS.has(name))) return null;
      open.push(LOADING_FUNCTIONS.has(name));
    } else if (token.type === 'delim' && (token.value === '(' || token.value === '[')) open.push(false);
    else if (token.type === 'delim' && (token.value === ')' || token.value === ']')) open.pop();
  }
  return addresses;
}

function keepDeclaration(declaration: Declaration, inFontFace: boolean): boolean {
  const property = identifierValue(declaration.prop).toLowerCase();
  if (DROPPED_PROPERTIES.has(property) || (inFontFace && DROPPED_FONT_DESCRIPTORS.has(property))) return false;
  // Written out from the value judged here, not from the text postcss kept beside it.
  delete declaration.raws.value;
  const addresses = loadedAddresses(declaration.value);
  if (addresses === null) return false;
  if (addresses.length === 0) return true;
  const mayLoad = inFontFace ? property === 'src' : IMAGE_PROPERTIES.has(property);
  return mayLoad && addresses.every(allowedAddress);
}

function scopeChildren(parent: Root | AtRule | Rule, inFontFace: boolean): void {
  parent.each((node: ChildNode) => {
    if (node.type === 'decl') {
      if (!keepDeclaration(node, inFontFace)) node.remove();
    } else if (node.type === 'atrule') {
      const name = identifierValue(node.name).toLowerCase();
      if (DROPPED_AT_RULES.has(name)) return void node.remove();
      if (name.endsWith('keyframes')) return scopeChildren(node, false);
      if (name === 'font-face') return scopeChildren(node, true);
      // `@layer a, b;` names layers and holds nothing.
      if (GROUPING_AT_RULES.has(name)) return node.nodes ? scopeChildren(node, false) : undefined;
      node.remove();
    } else if (node.type === 'rule') {
      const inKeyframes = node.parent?.type === 'atrule' && identifierValue((node.parent as AtRule).name).toLowerCase().endsWith('keyframes');
      if (!inKeyframes) {
        const scoped = scopeSelectorList(node.selector);
        if (scoped === null) return void node.remove();
        node.selector = scoped;
      }
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
