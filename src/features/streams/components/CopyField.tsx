import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';

/** A value to hand to an encoder, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(streamMessages.copied);
    } catch {
      void message.error('The browser did not allow copying; select the text and copy it yourself.');
    }
  };
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {value}
      </Typography.Text>
      <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={`Copy ${label}`} onClick={() => void copy()}>
        Copy
      </Button>
    </Flex>
  );
}
