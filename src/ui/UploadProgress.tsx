import { Button, Flex, Progress } from 'antd';

/** An upload's progress bar with the button that stops it. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <Flex align="center" gap={8}>
      <Progress percent={percent} size="small" aria-label="Upload progress" style={{ flex: 1, margin: 0 }} />
      <Button size="small" onClick={onCancel}>
        Cancel
      </Button>
    </Flex>
  );
}
