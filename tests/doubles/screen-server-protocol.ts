/** What a screen test asks of its server's worker thread, besides HTTP (screen-server-main.ts). */
import type { DocData } from '@domain/documents/values';

export type ScreenServerRequest = { id: number } & (
  | { op: 'seed'; docs: Record<string, DocData | null> }
  | { op: 'account'; uid: string; email: string; emailVerified: boolean; password: string }
  | { op: 'userAgent'; uid: string; userAgent: string }
  | { op: 'reset' }
  | { op: 'close' }
);

/** `operatorKey` reads the outbox (the links mailed to a test's accounts). */
export type ScreenServerAnswer = { ready: string; operatorKey: string } | { id: number; ok: true } | { id: number; ok: false; message: string };
