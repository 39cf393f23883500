import { Card, Divider, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { APP_NAME } from '@/lib/config';

/**
 * The accept-invite page's frame: a standalone page (no navigation) with one card, and one product
 * name. `below` ends the same card, for the sign-in or sign-up form of a visitor who is signed out.
 */
export function InvitePage({ heading, children, below }: { heading?: string; children: ReactNode; below?: ReactNode }) {
  return (
    <Flex vertical align="center" gap={16} style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 480, marginTop: 48 }}>
        <Typography.Text strong>{APP_NAME}</Typography.Text>
        {heading && (
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
            {heading}
          </Typography.Title>
        )}
        <Flex vertical gap={16} align="start" style={{ marginTop: heading ? 0 : 8 }}>
          {children}
        </Flex>
        {below && (
          <>
            <Divider />
            {below}
          </>
        )}
      </Card>
    </Flex>
  );
}

/** A visible, announced progress line. */
export function Progress({ label }: { label: string }) {
  return (
    <Flex role="status" aria-live="polite" align="center" gap={8}>
      <Spin size="small" aria-hidden />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
