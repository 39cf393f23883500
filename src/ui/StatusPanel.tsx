import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode };

/**
 * An icon, a title, a line of text and actions, centred. Used where antd's Result would do, on
 * screens the first page load needs (Result carries large illustrations in the same module).
 */
export function StatusPanel({ icon, title, subTitle, extra }: Props) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '32px 16px', textAlign: 'center' }}>
      <span style={{ fontSize: 64, lineHeight: 1, color: '#faad14' }}>{icon}</span>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {subTitle && <Typography.Text type="secondary">{subTitle}</Typography.Text>}
      {extra}
    </Flex>
  );
}
