import { afterEach, describe, expect, it, vi } from 'vitest';

/** config.ts reads the build's settings once, when it loads. */
async function loadConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./config');
}

describe('the app shell configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('opens public pages under the configured site, trimmed, or under /e of this origin', async () => {
    const configured = await loadConfig({ VITE_PUBLIC_SITE_URL: ' https://events.example.com/ ' });
    expect(configured.publicViewUrl('summit 2026', undefined, 'https://app.example.com')).toBe('https://events.example.com/summit%202026');
    const unset = await loadConfig({ VITE_PUBLIC_SITE_URL: '  ' });
    expect(unset.publicViewUrl('summit', undefined, 'https://app.example.com')).toBe('https://app.example.com/e/summit');
  });

  it('refuses a public site address that is not http or https, naming the setting', async () => {
    await expect(loadConfig({ VITE_PUBLIC_SITE_URL: 'javascript:alert(1)' })).rejects.toThrow('VITE_PUBLIC_SITE_URL must be an http or https address; it is "javascript:alert(1)".');
    await expect(loadConfig({ VITE_PUBLIC_SITE_URL: 'events.example.com' })).rejects.toThrow('VITE_PUBLIC_SITE_URL must be an http or https address');
  });

  it('knows the staff account from its setting, whatever the case and spaces', async () => {
    const config = await loadConfig({ VITE_STAFF_EMAIL: ' Staff@Example.com ' });
    expect(config.isStaffEmail('staff@example.com')).toBe(true);
    expect(config.isStaffEmail('someone@example.com')).toBe(false);
  });
});
