import { Button, Descriptions, Flex, List, Typography } from 'antd';
import type { ImportSummary } from '../api/run-import';

export const summaryTexts = { title: 'Import finished', toSettings: 'Go to settings' } as const;

/** What the import did: created, updated, unchanged and skipped, with each skipped row's reason. */
export function ImportSummaryView({ summary, skippedHere, onDone }: { summary: ImportSummary; skippedHere: number; onDone: () => void }) {
  const skipped = summary.skipped.length + skippedHere;
  return (
    <Flex vertical gap={16} aria-live="polite">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {summaryTexts.title}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'created', label: 'Created', children: summary.created },
          { key: 'updated', label: 'Updated', children: summary.updated },
          { key: 'unchanged', label: 'Unchanged', children: summary.unchanged },
          { key: 'skipped', label: 'Skipped', children: skipped },
        ]}
      />
      {summary.skipped.length > 0 && (
        <List
          size="small"
          header="Skipped by the server"
          dataSource={summary.skipped.slice(0, 100)}
          renderItem={(row) => (
            <List.Item>
              {row.email || '(no email)'}: {row.reason}
            </List.Item>
          )}
        />
      )}
      <div>
        <Button type="primary" onClick={onDone}>
          {summaryTexts.toSettings}
        </Button>
      </div>
    </Flex>
  );
}
