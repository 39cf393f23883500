import { describe, expect, it } from 'vitest';
import { eventSettingsPatchSchema, tidyRedirectUrl } from './event-settings';

const accepted = (typed: string) => eventSettingsPatchSchema.safeParse({ redirectURL: tidyRedirectUrl(typed) }).success;

describe('the redirect URL (spec 000 section 5: https:// is a hint only)', () => {
  it('accepts http and https addresses as typed', () => {
    expect(tidyRedirectUrl(' https://example.com/after ')).toBe('https://example.com/after');
    expect(tidyRedirectUrl('http://example.com/after')).toBe('http://example.com/after');
    expect(accepted('https://example.com/after')).toBe(true);
    expect(accepted('http://example.com/after')).toBe(true);
  });

  it('takes an address without a scheme as https', () => {
    expect(tidyRedirectUrl('example.com/after')).toBe('https://example.com/after');
    expect(tidyRedirectUrl('www.example.com')).toBe('https://www.example.com');
    expect(tidyRedirectUrl('//example.com')).toBe('https://example.com');
    expect(tidyRedirectUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(accepted('www.example.com')).toBe(true);
  });

  it('refuses other schemes, and clears with an empty value', () => {
    for (const typed of ['javascript:alert(1)', 'ftp://example.com/file', 'mailto:someone@example.com', 'data:text/html,<b>x</b>']) {
      expect(accepted(typed)).toBe(false);
    }
    expect(tidyRedirectUrl('  ')).toBe('');
    expect(accepted('')).toBe(true);
  });
});
