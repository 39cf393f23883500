import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { importFileLimits } from '../model/read-file';

export const importFileTexts = {
  drop: 'Click or drag a .csv or .xlsx file here',
  hint: `One participant a row, with a header row. At most ${importFileLimits.maxBytes / 1024 / 1024} MB.`,
  reading: (name: string) => `Reading ${name}…`,
  cancel: 'Cancel',
} as const;

/** Import (spec 002 section 2): choosing the file, and its reading in the worker with progress and Cancel. */
export function ImportFileStep({
  reading,
  error,
  onFile,
  onCancel,
}: {
  reading: { name: string; percent: number } | null;
  error: string | null;
  onFile: (file: File) => void;
  onCancel: () => void;
}) {
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {reading ? (
        <Flex vertical gap={8} aria-live="polite">
          <Typography.Text>{importFileTexts.reading(reading.name)}</Typography.Text>
          <Progress percent={reading.percent} aria-label={`Reading progress of ${reading.name}`} />
          <div>
            <Button onClick={onCancel}>{importFileTexts.cancel}</Button>
          </div>
        </Flex>
      ) : (
        <Upload.Dragger
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            onFile(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{importFileTexts.drop}</p>
          <p className="ant-upload-hint">{importFileTexts.hint}</p>
        </Upload.Dragger>
      )}
    </Flex>
  );
}
