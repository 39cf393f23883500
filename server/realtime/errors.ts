/** Turns anything a request handler throws into the wire error the client sees. */
import type { WireError } from '@domain/protocol/messages';
import { EngineError } from '../db/engine';

/** A refusal or a bad request the handler detected itself; its message is meant for the client. */
export class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function toWireError(error: unknown, log: (msg: string) => void): WireError {
  if (error instanceof RequestError) return { code: error.code, message: error.message };
  if (error instanceof EngineError && error.code !== 'internal') return { code: error.code, message: error.message };
  log(`realtime: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return { code: 'internal', message: 'The server could not complete the request.' };
}
