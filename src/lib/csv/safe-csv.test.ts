import { describe, expect, it } from 'vitest';
import { safeCsv } from './safe-csv';

describe('safe CSV', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    const csv = safeCsv(['Answer', 'Votes'], [['=HYPERLINK("http://x","y")', 1], ['+1', 2], ['-2', 3], ['@SUM(A1)', 4], ['a, "b"', 5], ['plain', 6]]);
    expect(csv.split('\r\n')).toEqual(['Answer,Votes', '"\'=HYPERLINK(""http://x"",""y"")",1', `"'+1",2`, `"'-2",3`, `"'@SUM(A1)",4`, '"a, ""b""",5', 'plain,6']);
  });

  it('separates with a semicolon when asked, quoting the cells that hold one', () => {
    const csv = safeCsv(['Name', 'Note'], [['=cmd|calc', 'a; b'], ['Ada, Countess', 'plain']], { delimiter: ';' });
    expect(csv).toBe('Name;Note\r\n"\'=cmd|calc";"a; b"\r\nAda, Countess;plain');
  });
});
