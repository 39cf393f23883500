/** Unguessable identifiers and the one-way form in which secrets are stored. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 28 characters from [A-Za-z0-9], the shape of a Firebase Auth uid. */
export function newUid(): string {
  let id = '';
  for (let i = 0; i < 28; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two secrets without revealing where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a === b;
}
