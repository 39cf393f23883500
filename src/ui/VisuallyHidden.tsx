import type { ReactNode } from 'react';

/** Content for screen readers only (the `sr-only` class of the global stylesheet). */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children: ReactNode; as?: 'span' | 'h1' | 'h2' }) {
  return <Tag className="sr-only">{children}</Tag>;
}
