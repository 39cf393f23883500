import { describe, expect, it } from 'vitest';
import { cssProblem } from './css-check';
import { settingsMessages } from './event-settings';

describe('cssProblem', () => {
  it('accepts style sheets that parse, empty ones included', () => {
    for (const css of ['', '  \n', 'body { color: red; }', '@media screen and (max-width: 600px) { .a, .b > p { font-family: "Inter", sans-serif } }', '/* only a comment */', ':root { --main: #fff }']) {
      expect(cssProblem(css), css).toBeNull();
    }
  });

  it('names what is not CSS, with the parser’s reason and where it is', () => {
    expect(cssProblem('body { color: red')).toEqual({
      reason: 'Unclosed block',
      line: 1,
      column: 1,
      message: `${settingsMessages.cssInvalid}: Unclosed block (line 1, column 1).`,
    });
    expect(cssProblem('}}}')).toMatchObject({ reason: 'Unexpected }', line: 1, column: 1 });
    expect(cssProblem('a { color: red }\n\nb { color: blue }}')).toMatchObject({ reason: 'Unexpected }', line: 3, column: 18 });
    expect(cssProblem('just some words')).toMatchObject({ reason: 'Unknown word just', line: 1, column: 1 });
    expect(cssProblem('a { content: "open }')).toMatchObject({ reason: 'Unclosed string' });
    expect(cssProblem('a { color: red } /* never closed')).toMatchObject({ reason: 'Unclosed comment', line: 1, column: 18 });
  });

  it('starts every refusal with the settings message', () => {
    for (const css of ['{', '}}}', '@media screen {', 'p { color: red; ']) expect(cssProblem(css)?.message.startsWith(settingsMessages.cssInvalid), css).toBe(true);
  });

  it('refuses a style sheet that could end its <style> element, however it is spelt', () => {
    const sheets = [
      'a { content: "</style><script>alert(1)</script>" }',
      '/* </STYLE> */ a { color: red }',
      'a { content: "</sTyLe " }',
      'a { content: "\\3c /style" }',
      'a { content: "\\3C\\2f style" }',
      'a { content: "<\\/style" }',
      'a { content: "\\00003c\\00002F STYLE" }',
      'a { content: "<\\2f\\73 tyle" }',
    ];
    for (const css of sheets) expect(cssProblem(css)?.reason, css).toBe('A style sheet cannot contain "</style"');
    expect(cssProblem('a { color: red }\nb { content: "x</style>" }')).toMatchObject({ line: 2, column: 16 });
    expect(cssProblem('a{content:"\\3c/style"}')?.message).toBe(`${settingsMessages.cssInvalid}: A style sheet cannot contain "</style" (line 1, column 12).`);
  });

  it('accepts the characters of </style apart, and other uses of < and /', () => {
    for (const css of ['a { content: "<" }', 'a::before { content: "\\3c" } /* style */', 'a { background: url(/img/style.png) }', 'a { content: "< /style" }', 'a { content: "</styl" }']) {
      expect(cssProblem(css), css).toBeNull();
    }
  });
});
