/**
 * The operator key guards the outbox (reading it would let anyone verify any address). It is
 * made once per data folder, readable only by its owner, and printed at start.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newSecret, sameSecret } from '../auth/tokens';

export async function loadOrCreateOperatorKey(dataDir: string): Promise<string> {
  const file = join(dataDir, 'operator-key');
  try {
    await writeFile(file, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const key = (await readFile(file, 'utf8')).trim();
  if (key.length < 22) throw new Error(`${file} does not hold a usable key; delete it to have a new one made.`);
  return key;
}

export function isOperatorKey(candidate: string | null | undefined, key: string): boolean {
  return typeof candidate === 'string' && sameSecret(candidate, key);
}
