/**
 * Reading import files as the import's worker does (issue 31 "Bad input"): CSV with a BOM, CRLF,
 * `;` or `,`, quoted newlines, empty and ragged rows, cells an export neutralised; xlsx; files
 * that are not what their names say, too large, or a zip bomb.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { importFileLimits, readFileMessages, readImportFile, type ReadOutcome } from './read-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const table = (outcome: ReadOutcome) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.table;
};

describe('reading a CSV file', () => {
  it('reads a BOM, CRLF and `;` separators as the export writes them, and cells the export neutralised back to their values', async () => {
    const file = '\uFEFFFirst name;Email;Company\r\nAda;ada@example.com;\'=HYPERLINK("x")\r\nGrace;grace@example.com;\'+358 40\r\n\'@me;\'-x@example.com;Plain \'= quote\r\n';
    const read = table(await readImportFile('event_participants.csv', utf8(file)));
    expect(read.headers).toEqual(['First name', 'Email', 'Company']);
    expect(read.rows).toEqual([
      ['Ada', 'ada@example.com', '=HYPERLINK("x")'],
      ['Grace', 'grace@example.com', '+358 40'],
      ['@me', '-x@example.com', "Plain '= quote"],
    ]);
    expect(read.notes).toEqual([]);
  });

  it('reads `,` separators, quoted newlines and separators, skips empty rows and numbers rows as the file does', async () => {
    const file = 'email,description,country\n\n"a@example.com","Line one\nline two, with comma",FI\n,,\n\nb@example.com,"Say ""hi""",SE\n';
    const read = table(await readImportFile('people.CSV', utf8(file)));
    expect(read.rows).toEqual([
      ['a@example.com', 'Line one\nline two, with comma', 'FI'],
      ['b@example.com', 'Say "hi"', 'SE'],
    ]);
    expect(read.lines).toEqual([3, 7]);
  });

  it('reports rows with more or fewer cells than the header, keeping them at the header’s width', async () => {
    const read = table(await readImportFile('ragged.csv', utf8('email,firstName\na@example.com\nb@example.com,Bea,extra,more\nc@example.com,Cy\n')));
    expect(read.rows).toEqual([
      ['a@example.com', ''],
      ['b@example.com', 'Bea'],
      ['c@example.com', 'Cy'],
    ]);
    expect(read.notes).toEqual([readFileMessages.ragged(2, 1, 2), readFileMessages.ragged(3, 4, 2)]);
  });

  it('reads a CSV saved in the Windows code page', async () => {
    const latin1 = Uint8Array.from([...'email;lastName\r\nb@example.com;M'].map((c) => c.charCodeAt(0)).concat([0xe4, 0x6b, 0x69]));
    expect(table(await readImportFile('latin.csv', latin1)).rows).toEqual([['b@example.com', 'Mäki']]);
  });

  it('refuses a file that is not what its name says, another kind of file, an empty or a too large one', async () => {
    const xlsx = await writeXlsxFile([[{ value: 'email' }], [{ value: 'a@example.com' }]]).toBuffer();
    expect(await readImportFile('renamed.csv', new Uint8Array(xlsx))).toEqual({ ok: false, error: readFileMessages.notCsv });
    expect(await readImportFile('image.csv', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toEqual({ ok: false, error: readFileMessages.notCsv });
    expect(await readImportFile('renamed.xlsx', utf8('email\na@example.com\n'))).toEqual({ ok: false, error: readFileMessages.notXlsx });
    expect(await readImportFile('people.pdf', utf8('%PDF-1.7'))).toEqual({ ok: false, error: readFileMessages.wrongKind });
    expect(await readImportFile('empty.csv', utf8('\uFEFF\r\n\r\n'))).toEqual({ ok: false, error: readFileMessages.empty });
    expect(await readImportFile('header-only.csv', utf8('email\r\n'))).toEqual({ ok: false, error: readFileMessages.empty });
    expect(await readImportFile('big.csv', new Uint8Array(importFileLimits.maxBytes + 1))).toEqual({ ok: false, error: readFileMessages.tooLarge });
  });
});

describe('reading an xlsx file', () => {
  it('reads the first sheet’s header and rows as text, numbers and dates included', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'E-mail' }, { value: 'Phone' }, { value: 'Joined' }, { value: 'Note' }],
      [{ value: 'ada@example.com' }, { value: 358401234 }, { value: new Date(Date.UTC(2026, 10, 2)), format: 'yyyy-mm-dd' }, { value: "'=1+1" }],
      [null, null, null, null],
      [{ value: 'grace@example.com' }, null, null, { value: 'ok' }],
    ]).toBuffer();
    const read = table(await readImportFile('people.xlsx', new Uint8Array(xlsx)));
    expect(read.headers).toEqual(['E-mail', 'Phone', 'Joined', 'Note']);
    expect(read.rows).toEqual([
      ['ada@example.com', '358401234', '2026-11-02', '=1+1'],
      ['grace@example.com', '', '', 'ok'],
    ]);
    expect(read.lines).toEqual([2, 4]);
  });

  it('refuses a zip bomb by what it really inflates to, after a bounded amount of work', async () => {
    const limits = { ...importFileLimits, maxInflatedBytes: 8 * 1024 * 1024 };
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const bomb = zipSync(
      {
        '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
        'xl/worksheets/sheet1.xml': zeros,
        'xl/worksheets/sheet2.xml': zeros,
        'xl/worksheets/sheet3.xml': zeros,
        'xl/worksheets/sheet4.xml': zeros,
      },
      { level: 1 },
    );
    // Its headers claim tiny entries: only what inflating gives counts.
    const view = new DataView(bomb.buffer, bomb.byteOffset);
    for (let at = 0; at < bomb.length - 4; at += 1) {
      if (view.getUint32(at, true) === 0x04034b50) view.setUint32(at + 22, 10, true);
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 10, true);
    }
    expect(await readImportFile('bomb.xlsx', bomb, undefined, limits)).toEqual({ ok: false, error: readFileMessages.bomb });
    const fine = await writeXlsxFile([[{ value: 'email' }], [{ value: 'a@example.com' }]]).toBuffer();
    expect((await readImportFile('fine.xlsx', new Uint8Array(fine), undefined, limits)).ok).toBe(true);
  });

  it('refuses a zip that is not a workbook', async () => {
    const zip = zipSync({ 'readme.txt': strToU8('hello') });
    expect(await readImportFile('archive.xlsx', zip)).toEqual({ ok: false, error: readFileMessages.unreadableXlsx });
  });
});
