/**
 * User HTML (Pure HTML, Text, Jumbotron and list blocks) as the site shows it: sanitised with
 * DOMPurify, every time it is shown (spec issue 12, Security). Scripts, event handlers, forms,
 * objects and `javascript:` links are removed; iframes stay only with an https address (a video
 * embed) and are sandboxed; links that leave the site open in a new tab without an opener.
 * Event handlers are taken out before DOMPurify parses, so that no CSP violation is logged.
 */
import DOMPurify from 'dompurify';
import { withoutEventHandlers } from './event-handler-attributes';

const purify = DOMPurify();

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IFRAME') {
    const src = node.getAttribute('src') ?? '';
    if (!/^https:\/\//i.test(src)) return void node.remove();
    node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
    node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    node.setAttribute('loading', 'lazy');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(withoutEventHandlers(html), {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'controls', 'preload', 'playsinline', 'poster'],
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcdoc', 'formaction'],
  });
}
