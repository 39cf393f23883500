import { useEffect, useMemo, useRef, useState } from 'react';
import { sanitizeHtml } from '../sanitize';

const MIN_HEIGHT = 40;

/**
 * A Pure HTML block: sanitised, then shown in a sandboxed frame, so its markup and styles cannot
 * reach the page around it. The sandbox runs no scripts at all; being same-origin only lets the
 * page read the frame's height, so the frame grows with its content (or keeps the block's height).
 */
export function PureHtmlFrame({ html, height }: { html: string; height: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState(MIN_HEIGHT);
  const doc = useMemo(
    () =>
      `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{margin:0;font-family:system-ui,sans-serif;overflow-wrap:anywhere}img,video,iframe{max-width:100%}</style></head><body>${sanitizeHtml(html)}</body></html>`,
    [html],
  );

  useEffect(() => {
    const element = frame.current;
    if (!element || height > 0) return;
    let observer: ResizeObserver | null = null;
    const measure = () => {
      const body = element.contentDocument?.body;
      if (!body) return;
      setContentHeight(Math.max(MIN_HEIGHT, Math.ceil(body.scrollHeight)));
      observer?.disconnect();
      observer = new ResizeObserver(() => setContentHeight(Math.max(MIN_HEIGHT, Math.ceil(body.scrollHeight))));
      observer.observe(body);
    };
    element.addEventListener('load', measure);
    measure();
    return () => {
      element.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [doc, height]);

  return (
    <iframe
      ref={frame}
      className="ed-pure-html"
      title="Embedded content"
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      style={{ height: height > 0 ? height : contentHeight }}
    />
  );
}
