/**
 * A read file's rows as participants (spec 002 section 5): columns matched by header name, the
 * spec's message for an unnamed column, every invalid row with its reason, repeated addresses
 * flagged, fixed and skipped rows, and the batches sent to the server.
 */
import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS, importMessages } from '@domain/participants/participant-import';
import { autoMapping, checkTable, importBatches, mappingError, mappingProblems } from './import-table';

describe('matching columns to fields', () => {
  it('matches headers whatever their case, spaces, dashes or underscores, and prefers what was chosen last time', () => {
    expect(autoMapping(['First name', 'LAST_NAME', 'E-mail', ' Phone number ', 'Company', 'Role', 'country', 'Notes', 'Shoe size'])).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'role',
      'country',
      'description',
      null,
    ]);
    expect(autoMapping(['Shoe size', 'Mail', 'Email'], { 'Shoe size': 'skip', Email: 'email' })).toEqual(['skip', null, 'email']);
  });

  it('gives the spec’s message to a column without a name or with a one-character one, and needs an email column', () => {
    expect(mappingProblems(['email', null, 'skip', 'email'])).toEqual([null, importMessages.unnamedColumn, null, 'Only one column can be email.']);
    expect(mappingProblems(['e' as never])).toEqual([importMessages.unnamedColumn]);
    expect(mappingError(['email', null])).toBe(importMessages.unnamedColumn);
    expect(mappingError(['firstName', 'skip'])).toBe(importMessages.noEmailColumn);
    expect(mappingError(['firstName', 'email'])).toBeNull();
  });
});

describe('checking rows', () => {
  const rows = [
    ['Ada', 'ada@example.com'],
    ['Nobody', ''],
    ['Grace', 'not-an-address'],
    ['Ada again', '  ADA@Example.com '],
    ['Linus', 'linus@example.com'],
  ];
  const lines = [2, 3, 4, 6, 7];

  it('lists every invalid row with its line and reason, repeated addresses (in other case and spaces) included', () => {
    const check = checkTable(rows, lines, ['firstName', 'email'], { fixed: {}, skipped: [] });
    expect(check).toMatchObject({ validCount: 2, invalidCount: 3, skippedCount: 0 });
    expect(check.invalid.map(({ index, line, field, error }) => ({ index, line, field, error }))).toEqual([
      { index: 1, line: 3, field: 'email', error: importMessages.emailRequired },
      { index: 2, line: 4, field: 'email', error: importMessages.invalidEmail },
      { index: 3, line: 6, field: 'email', error: importMessages.duplicate('ada@example.com') },
    ]);
  });

  it('takes fixed rows as fixed and leaves skipped rows out of the batches', () => {
    const edits = { fixed: { 2: ['Grace', 'grace@example.com'] }, skipped: [1, 3] };
    expect(checkTable(rows, lines, ['firstName', 'email'], edits)).toMatchObject({ validCount: 3, invalidCount: 0, skippedCount: 2 });
    expect(importBatches(rows, ['firstName', 'email'], edits)).toEqual([
      [
        { firstName: 'Ada', email: 'ada@example.com' },
        { firstName: 'Grace', email: 'grace@example.com' },
        { firstName: 'Linus', email: 'linus@example.com' },
      ],
    ]);
    expect(importBatches(rows, ['skip', 'email'], edits)[0][0]).toEqual({ email: 'ada@example.com' });
  });

  it('cuts many rows into calls of at most one batch each', () => {
    const many = Array.from({ length: IMPORT_BATCH_ROWS * 2 + 1 }, (_, i) => [`p${i}@example.com`]);
    expect(importBatches(many, ['email'], { fixed: {}, skipped: [] }).map((batch) => batch.length)).toEqual([IMPORT_BATCH_ROWS, IMPORT_BATCH_ROWS, 1]);
  });
});
