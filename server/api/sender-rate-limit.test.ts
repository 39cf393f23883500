import { describe, expect, it } from 'vitest';
import { createSenderRateLimiter } from './sender-rate-limit';

describe('createSenderRateLimiter', () => {
  it('counts sends in a sliding window and never counts a refused one', () => {
    let now = 0;
    const limiter = createSenderRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect(limiter.tryTake('a')).toBe(true);
    now = 500;
    expect(limiter.tryTake('a')).toBe(true);
    expect(limiter.tryTake('a')).toBe(false);
    now = 1000;
    expect(limiter.tryTake('a')).toBe(true);
    expect(limiter.tryTake('a')).toBe(false);
    now = 1500;
    expect(limiter.tryTake('a')).toBe(true);
  });

  it('remembers at most maxKeys senders: expired ones go first, then the least recently active', () => {
    let now = 0;
    const limiter = createSenderRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 10, now: () => now });
    for (let i = 0; i < 5; i++) limiter.tryTake(`old${i}`);
    now = 2000;
    for (let i = 0; i < 10; i++) limiter.tryTake(`new${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(10);
    expect(limiter.tryTake('new9')).toBe(false);
    for (let i = 0; i < 1000; i++) limiter.tryTake(`flood${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(10);
    expect(limiter.tryTake('flood999')).toBe(false);
  });
});
