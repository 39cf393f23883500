/**
 * The three ways the differential test asks a query: Firestore (the emulator, through Firestore
 * Lite), the local engine directly, and the local provider through the embedded server (the
 * client path: the wire encoding, the server's checks, the engine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { DocData } from '@domain/documents/values';
import { startServer } from '@server/app';
import type { DocumentEngine } from '@server/db/engine';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import type { Backend } from '@/backend/port';
import { signUpThroughMail } from '@tests/contract/support';
import { emulators, hostOf } from '../emulators';
import { firestoreClient, resetFirestore } from '../firestore-clients';
import type { Side } from './compare';
import { liteSide, writeOverGrpc } from './firestore-side';

const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}`;

const sideOf = (backend: Backend): Side => ({
  list: async (spec) => (await backend.docs.list(spec)).map((d) => ({ id: d.id, data: d.data as DocData })),
  count: async (spec) => (await backend.docs.aggregate(spec, { count: true })).count!,
});

export type Sides = { firestore: Side; engine: Side; client: Side; close(): Promise<void> };

/** Stores the documents under `collection` on both backends and answers the three sides. */
export async function openSides(eventId: string, collection: string, docs: { id: string; data: DocData }[]): Promise<Sides> {
  // A project of its own, open to every client: the test is about query semantics, not rules.
  const project = `${emulators().project}-differential-${process.pid}`;
  await resetFirestore(project, OPEN_RULES);
  await writeOverGrpc(project, hostOf('firestore'), collection, docs);
  const firestore = firestoreClient(project, 'differential');

  const dataDir = mkdtempSync(join(tmpdir(), 'differential-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seed: false, log: () => {} });
  const engine: DocumentEngine = server.engine;
  const local = createLocalBackend({ baseUrl: server.url, transport: createNodeTransport({ WebSocket }) });
  const codes = (email: string) => mailedSignUpToken(server.url, server.operatorKey, email);
  const { uid } = await signUpThroughMail(local, codes, `differential-${Date.now().toString(36)}@example.com`, 'differential-password-1');
  // The client reads the documents as the event's owner.
  await engine.commit([
    { type: 'set', path: `events/${eventId}`, data: { title: 'Differential' } },
    { type: 'set', path: `resourceAccess/${eventId}`, data: { type: 'event', users: [uid], events: [eventId] } },
    { type: 'set', path: `resourceAccess/${eventId}/permissions/${uid}`, data: { permission: 'owner' } },
    ...docs.map((d) => ({ type: 'set' as const, path: `${collection}/${d.id}`, data: d.data })),
  ]);

  return {
    firestore: liteSide(firestore.db),
    client: sideOf(local),
    engine: {
      list: async (spec) => (await engine.list(spec)).map((d) => ({ id: d.id, data: d.data })),
      count: async (spec) => (await engine.aggregate(spec, { count: true })).count!,
    },
    async close() {
      await Promise.all([firestore.dispose(), local.dispose()]);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
