import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form's primary actions, kept in reach: the bar sits at the end of the form and sticks to the
 * bottom of the window while the form is taller than it, so the button never scrolls away.
 */
export function StickyActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{ position: 'sticky', bottom: 0, zIndex: 3, background: '#fff', borderTop: '1px solid #f0f0f0', padding: '12px 16px', margin: '0 -16px' }}
    >
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </div>
  );
}
