import type { ReactNode } from 'react';
import '@/ui/site/site.css';

/** A site without pages to show says why, as the page's heading. */
export function SiteMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="ed-site-message">
      <h1>{text}</h1>
      {children}
    </div>
  );
}
