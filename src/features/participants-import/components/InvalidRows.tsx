import { Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { InvalidRow, TableCheck } from '../model/import-table';

export const invalidRowTexts = {
  title: (count: number) => `${count} ${count === 1 ? 'row needs' : 'rows need'} attention`,
  more: (listed: number, count: number) => `The first ${listed} of ${count} are listed. Fix the column choices above, or fix the file and choose it again.`,
  fix: 'Save fix',
  skip: 'Skip row',
  skipAll: 'Skip all listed rows',
} as const;

/** Every row that cannot be imported as it is, with its reason: fixed in place, or skipped. */
export function InvalidRows({
  headers,
  check,
  onFix,
  onSkip,
}: {
  headers: readonly string[];
  check: TableCheck;
  onFix: (index: number, cells: string[]) => void;
  onSkip: (indexes: number[]) => void;
}) {
  const [drafts, setDrafts] = useState<Record<number, string[]>>({});
  const cellsOf = (row: InvalidRow) => drafts[row.index] ?? row.cells;
  if (check.invalidCount === 0) return null;
  return (
    <section aria-label="Rows that need attention">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {invalidRowTexts.title(check.invalidCount)}
      </Typography.Title>
      {check.invalidCount > check.invalid.length && <Typography.Paragraph>{invalidRowTexts.more(check.invalid.length, check.invalidCount)}</Typography.Paragraph>}
      <Button onClick={() => onSkip(check.invalid.map((row) => row.index))} style={{ marginBottom: 8 }}>
        {invalidRowTexts.skipAll}
      </Button>
      <Table<InvalidRow>
        size="small"
        rowKey="index"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        dataSource={check.invalid}
        columns={[
          { key: 'line', title: 'Row', render: (_, row) => row.line },
          { key: 'reason', title: 'Problem', render: (_, row) => <Typography.Text type="danger">{row.error}</Typography.Text> },
          ...headers.map((header, c) => ({
            key: `c${c}`,
            title: header || `Column ${c + 1}`,
            render: (_: unknown, row: InvalidRow) => (
              <Input
                aria-label={`Row ${row.line} ${header || `column ${c + 1}`}`}
                value={cellsOf(row)[c]}
                style={{ minWidth: 140 }}
                onChange={(event) => setDrafts({ ...drafts, [row.index]: cellsOf(row).map((cell, i) => (i === c ? event.target.value : cell)) })}
              />
            ),
          })),
          {
            key: 'action',
            title: 'Action',
            render: (_, row) => (
              <Space>
                <Button type="primary" size="small" disabled={!drafts[row.index]} onClick={() => onFix(row.index, cellsOf(row))}>
                  {invalidRowTexts.fix}
                </Button>
                <Button size="small" onClick={() => onSkip([row.index])}>
                  {invalidRowTexts.skip}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
