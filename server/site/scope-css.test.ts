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

  it('keeps keyframes as they are, and gives nothing for CSS that does not parse', () => {
    expect(scopeEventCss('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }')).toBe('@keyframes spin { from { opacity: 0 } to { opacity: 1 } }');
    expect(scopeEventCss('.a { color: red')).toBe('');
    expect(scopeEventCss('   ')).toBe('');
  });
});
