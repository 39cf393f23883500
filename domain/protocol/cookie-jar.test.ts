import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar';

describe('CookieJar', () => {
  it('keeps cookies by name and sends them back', () => {
    const jar = new CookieJar();
    jar.store(['session=abc; Path=/; HttpOnly; SameSite=Lax', 'theme=dark']);
    expect(jar.header()).toBe('session=abc; theme=dark');
    jar.store(['session=def; Path=/; HttpOnly']);
    expect(jar.header()).toBe('session=def; theme=dark');
  });

  it('forgets a cookie the server expires', () => {
    const jar = new CookieJar();
    jar.store(['session=abc', 'theme=dark']);
    jar.store(['session=; Max-Age=0; Path=/']);
    jar.store(['theme=dark; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header()).toBe('');
  });
});
