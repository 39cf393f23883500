import { describe, expect, it } from 'vitest';
import { errorFrom } from './call';

describe('errorFrom: the api function’s refusal as the app reads it', () => {
  it('keeps when to try again, as the embedded server’s refusal does', async () => {
    const res = new Response(JSON.stringify({ error: { code: 'resource-exhausted', message: 'Too many tries. Please try again in 27 seconds.', retryAfterSeconds: 27 } }), {
      status: 429,
    });
    expect(await errorFrom(res)).toMatchObject({ code: 'resource-exhausted', message: 'Too many tries. Please try again in 27 seconds.', details: { retryAfterSeconds: 27 } });
  });
});
