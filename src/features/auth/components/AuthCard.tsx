import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../../lib/config';

/** The centred card the sign-in and sign-up forms sit in. */
export function AuthCard({ heading, children, footer }: { heading: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Text strong>{APP_NAME}</Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
          {heading}
        </Typography.Title>
        {children}
        <Typography.Paragraph style={{ marginBottom: 0 }}>{footer}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
