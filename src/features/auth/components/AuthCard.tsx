import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../../lib/config';

type Footer = { prompt: string; to: string; label: string };

/**
 * The centred card the sign-in and sign-up forms sit in. The footer link is underlined: its blue
 * alone is too close to the text around it to tell them apart.
 */
export function AuthCard({ heading, children, footer }: { heading: string; children: ReactNode; footer: Footer }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Text strong>{APP_NAME}</Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
          {heading}
        </Typography.Title>
        {children}
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {footer.prompt}{' '}
          <Link to={footer.to} style={{ textDecoration: 'underline' }}>
            {footer.label}
          </Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
