import * as z from 'zod/mini';

/** What a sign-in sends: loaded on submit (sign-in.ts), so the sign-in page's first load has no zod. */
export const signInInput = z.object({ email: z.string().check(z.trim(), z.minLength(1)), password: z.string().check(z.minLength(1)) });
