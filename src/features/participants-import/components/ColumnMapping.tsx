import { Flex, Select, Table, Typography } from 'antd';
import { PARTICIPANT_IMPORT_FIELDS } from '@domain/participants/participant-record';
import { mappingProblems, type ColumnChoice, type Mapping } from '../model/import-table';

const OPTIONS = [...PARTICIPANT_IMPORT_FIELDS.map((field) => ({ value: field, label: field })), { value: 'skip', label: 'Do not import' }];

type PreviewRow = { key: string; cells: readonly string[] | null };

/**
 * Each column's field, chosen in the preview's first row (spec 002 section 5), with the rule's
 * message under an unnamed one. The choices are body cells, not header titles: antd copies titles
 * into a hidden measuring row, where focusable controls must not be.
 */
export function ColumnMapping({
  headers,
  preview,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  preview: readonly string[][];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const problems = mappingProblems(mapping);
  const columnName = (c: number) => headers[c] || `Column ${c + 1}`;
  return (
    <Table<PreviewRow>
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[{ key: 'choice', cells: null }, ...preview.map((cells, i) => ({ key: `row${i}`, cells }))]}
      columns={headers.map((_, c) => ({
        key: c,
        title: columnName(c),
        render: (_: unknown, row: PreviewRow) =>
          row.cells ? (
            row.cells[c]
          ) : (
            <Flex vertical gap={4} style={{ minWidth: 160 }}>
              <Select<ColumnChoice>
                aria-label={`Field for column ${columnName(c)}`}
                placeholder="Choose a field"
                value={mapping[c] ?? undefined}
                status={problems[c] ? 'error' : undefined}
                options={OPTIONS}
                onChange={(choice) => onChange(mapping.map((old, i) => (i === c ? choice : old)))}
              />
              {problems[c] && (
                <Typography.Text type="danger" role="alert">
                  {problems[c]}
                </Typography.Text>
              )}
            </Flex>
          ),
      }))}
    />
  );
}
