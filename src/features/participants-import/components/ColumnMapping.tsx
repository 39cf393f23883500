import { Flex, Select, Table, Typography } from 'antd';
import { PARTICIPANT_IMPORT_FIELDS } from '@domain/participants/participant-record';
import { mappingProblems, type ColumnChoice, type Mapping } from '../model/import-table';

const OPTIONS = [...PARTICIPANT_IMPORT_FIELDS.map((field) => ({ value: field, label: field })), { value: 'skip', label: 'Do not import' }];

/** Each column's field, chosen above its preview (spec 002 section 5), with the rule's message under an unnamed one. */
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
  return (
    <Table<{ key: number; cells: readonly string[] }>
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={preview.map((cells, key) => ({ key, cells }))}
      columns={headers.map((header, c) => ({
        key: c,
        title: (
          <Flex vertical gap={4} style={{ minWidth: 160 }}>
            <Typography.Text strong>{header || `Column ${c + 1}`}</Typography.Text>
            <Select<ColumnChoice>
              aria-label={`Field for column ${header || c + 1}`}
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
        render: (_, row) => row.cells[c],
      }))}
    />
  );
}
