import { Button, Flex, List, Progress, Typography } from 'antd';
import type { UploadRow } from '../api/use-upload-queue';

/** Each file of a batch with its own progress bar and cancel (issue 11). */
export function UploadList({ rows, onCancel, onClear }: { rows: UploadRow[]; onCancel(key: string): void; onClear(): void }) {
  if (rows.length === 0) return null;
  const finished = rows.some((r) => r.state !== 'uploading');
  return (
    <section aria-label="Uploads" className="media-uploads">
      <List
        size="small"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item key={row.key}>
            <Flex vertical style={{ width: '100%' }} gap={2}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text ellipsis>{row.name}</Typography.Text>
                {row.state === 'uploading' && (
                  <Button size="small" onClick={() => onCancel(row.key)} aria-label={`Cancel upload of ${row.name}`}>
                    Cancel
                  </Button>
                )}
                {row.state === 'done' && <Typography.Text>Uploaded</Typography.Text>}
                {row.state === 'cancelled' && <Typography.Text type="secondary">Cancelled</Typography.Text>}
              </Flex>
              {row.state === 'uploading' && <Progress percent={row.percent} size="small" aria-label={`Upload progress of ${row.name}`} />}
              {row.state === 'failed' && (
                <Typography.Text type="danger" role="alert">
                  {row.error}
                </Typography.Text>
              )}
            </Flex>
          </List.Item>
        )}
      />
      {finished && (
        <Button size="small" type="link" onClick={onClear}>
          Clear finished uploads
        </Button>
      )}
    </section>
  );
}
