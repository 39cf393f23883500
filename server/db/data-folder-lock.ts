/**
 * One process at a time on a PGlite data folder. Two PGlite instances writing one folder corrupt
 * it (each believes it is the only PostgreSQL there), so the engine, `npm run backup` and
 * `npm run restore` take this lock first: a file beside the folder holding the owner's process
 * id. A lock left by a process that no longer runs (killed, power cut) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EngineError } from './engine';

/** Folders this process holds, so a second engine in the same process is refused too. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock on `folder` or throws `failed-precondition` naming the process that holds it; returns its release. */
export function lockDataFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  try {
    writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = ownerOf(lockFile);
    const inUse = owner === process.pid ? held.has(folder) : owner !== null && isRunning(owner);
    if (inUse) {
      throw new EngineError(
        'failed-precondition',
        `The database folder ${folder} is in use by another ${owner === process.pid ? 'engine in this process' : `process (pid ${owner})`}: stop the EventDesk server that uses it first.`,
      );
    }
    writeFileSync(lockFile, `${process.pid}\n`, { mode: 0o600 });
  }
  held.add(folder);
  return () => {
    held.delete(folder);
    rmSync(lockFile, { force: true });
  };
}
