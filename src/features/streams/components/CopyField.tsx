import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { streamMessages } from '@domain/streams/stream-messages';

/** A value to hand to an encoder, with a button that copies it; a secret one shows only when revealed (it copies either way). */
export function CopyField({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  const { message } = App.useApp();
  const [revealed, setRevealed] = useState(!secret);
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
      {revealed ? (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {value}
        </Typography.Text>
      ) : (
        <>
          <Typography.Text code aria-label={`${label} hidden`}>
            ••••••••
          </Typography.Text>
          <Button size="small" icon={<EyeOutlined aria-hidden />} aria-label={`Show ${label}`} onClick={() => setRevealed(true)}>
            Show
          </Button>
        </>
      )}
      <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={`Copy ${label}`} onClick={() => void copy()}>
        Copy
      </Button>
    </Flex>
  );
}
