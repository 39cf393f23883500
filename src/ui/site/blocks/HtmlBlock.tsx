import { useMemo } from 'react';
import { sanitizeHtml } from '../sanitize';

/** Rich text or HTML, sanitised each time it is shown. */
export function HtmlBlock({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="ed-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
