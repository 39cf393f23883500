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
});
