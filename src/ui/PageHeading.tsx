import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
