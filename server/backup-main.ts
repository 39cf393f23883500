/**
 * `npm run backup -- [file]` and `npm run restore -- <file>`: the database of the server that
 * DATA_DIR and DATABASE_URL describe (the same settings as `npm start`), with its driver's own
 * tool (server/db/backup.ts). A PGlite folder is backed up and restored while the server is
 * stopped; PostgreSQL is backed up while it runs and restored while it is stopped.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } from './db/backup';

const USAGE = 'Usage: npm run backup -- [file]   |   npm run restore -- <file>';

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  const config = loadConfig();
  const target = { dataDir: resolve(config.dataDir), databaseUrl: config.databaseUrl };
  if (command === 'backup') {
    const out = resolve(file ?? defaultBackupFile(target));
    const { bytes, from } = await backupDatabase(target, out);
    console.log(`Backed up ${from} to ${out} (${bytes} bytes).`);
  } else if (command === 'restore' && file) {
    const { into, previous } = await restoreDatabase(target, resolve(file));
    console.log(`Restored ${resolve(file)} into ${into}.${previous ? ` The data it replaced is kept in ${previous}.` : ''}`);
  } else {
    throw new BackupError(USAGE);
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
