/**
 * PostgreSQL's answer when its disk is full (SQLSTATE 53100, "could not extend file ...: No
 * space left on device"), from PGlite or a server: the statement fails, nothing of the
 * transaction is kept, and the caller is told why in words an operator can act on.
 */
import { EngineError } from './engine';

const DISK_FULL = '53100';

/** The refusal to answer with when `error` is a full disk; null for anything else. */
export function diskFullRefusal(error: unknown): EngineError | null {
  if ((error as { code?: unknown } | null)?.code !== DISK_FULL) return null;
  const reason = error instanceof Error ? error.message : String(error);
  return new EngineError('resource-exhausted', `The database's disk is full: nothing was saved (${reason}). Free some space on the disk the database is on, then try again.`);
}
