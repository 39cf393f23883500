import Bowser from 'bowser';

/** "Chrome on Linux" from a User-Agent; the raw text's start when it names no known browser. */
export function describeUserAgent(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 60);
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}
