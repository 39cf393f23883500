import { describe, expect, it } from 'vitest';
import { createSlidingWindow, takeAll } from './sliding-window';

describe('createSlidingWindow', () => {
  it('counts uses in a sliding window and says how long until there is room', () => {
    let now = 0;
    const window = createSlidingWindow({ limit: 2, windowMs: 1000, now: () => now });
    const take = () => takeAll([{ window, key: 'a' }]);
    expect(take().ok).toBe(true);
    now = 500;
    expect(take().ok).toBe(true);
    expect(take()).toEqual({ ok: false, retryAfterMs: 500 });
    now = 1000;
    expect(take().ok).toBe(true);
    expect(take()).toEqual({ ok: false, retryAfterMs: 500 });
    now = 1500;
    expect(take().ok).toBe(true);
  });

  it('remembers at most maxKeys keys: expired ones go first, then the least recently active', () => {
    let now = 0;
    const window = createSlidingWindow({ limit: 1, windowMs: 1000, maxKeys: 10, now: () => now });
    const take = (key: string) => takeAll([{ window, key }]).ok;
    for (let i = 0; i < 5; i++) take(`old${i}`);
    now = 2000;
    for (let i = 0; i < 10; i++) take(`new${i}`);
    expect(window.size()).toBeLessThanOrEqual(10);
    expect(take('new9')).toBe(false);
    for (let i = 0; i < 1000; i++) take(`flood${i}`);
    expect(window.size()).toBeLessThanOrEqual(10);
    expect(take('flood999')).toBe(false);
  });
});

describe('takeAll', () => {
  it('takes from every window or from none, and gives back what a refund returns', () => {
    const narrow = createSlidingWindow({ limit: 1, windowMs: 60_000 });
    const wide = createSlidingWindow({ limit: 5, windowMs: 60_000 });
    const first = takeAll([
      { window: narrow, key: 'account' },
      { window: wide, key: 'address' },
    ]);
    expect(first.ok).toBe(true);
    const second = takeAll([
      { window: narrow, key: 'account' },
      { window: wide, key: 'address' },
    ]);
    expect(second.ok).toBe(false);
    // The refused take left the wide window alone: four more uses fit, the fifth does not.
    for (let i = 0; i < 4; i++) expect(takeAll([{ window: wide, key: 'address' }]).ok).toBe(true);
    expect(takeAll([{ window: wide, key: 'address' }]).ok).toBe(false);
    if (first.ok) first.refund();
    expect(takeAll([{ window: narrow, key: 'account' }]).ok).toBe(true);
  });
});
