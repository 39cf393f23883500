import type { ReactNode } from 'react';

/** Pages without navigation: sign-in, sign-up and the link-only pages. */
export function BareLayout({ children, padded }: { children: ReactNode; padded: boolean }) {
  return <main style={{ minHeight: '100vh', padding: padded ? 24 : 0, boxSizing: 'border-box' }}>{children}</main>;
}
