/**
 * The demo sign-in, made once per data folder and kept readable only by its owner, so every
 * start prints the same working credentials.
 */
import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const DEMO_EMAIL = 'demo@eventdesk.local';

const credentialsSchema = z.object({ email: z.string(), password: z.string().min(8) });
export type DemoCredentials = z.infer<typeof credentialsSchema>;

export async function loadOrCreateDemoCredentials(dataDir: string): Promise<DemoCredentials> {
  const file = join(dataDir, 'demo-credentials.json');
  const fresh: DemoCredentials = { email: DEMO_EMAIL, password: randomBytes(12).toString('base64url') };
  try {
    await writeFile(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const parsed = credentialsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not valid; delete it together with the data folder to seed again.`);
  return parsed.data;
}
