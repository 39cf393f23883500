/**
 * Opening a link through `/api` (the Firebase provider's way), run on the handler over an
 * in-memory engine: the current token is answered with a credential carrying it; anything else
 * is refused the same way, with the link's own message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, MODERATION_LINK } from '@domain/chats/chat';
import type { HeldLink } from '../auth/context';
import { createEngine } from '../db/create-engine';
import type { DocumentEngine } from '../db/engine';
import { HttpError } from '../http/errors';
import type { ApiContext } from './handler-types';
import { openLink } from './link-handlers';
import { engineDocs, hostedSignUpOnly } from './engine-services';
import { createMemoryLimits } from '../limits/limit-counter';

const EVENT = 'ev1';
let engine: DocumentEngine;
const credentials: HeldLink[] = [];

function context(): ApiContext {
  return {
    auth: null,
    provider: 'firebase',
    clientAddress: '203.0.113.7',
    services: {
      docs: engineDocs(engine),
      limits: createMemoryLimits(),
      sendMail: async () => {},
      publicUrl: () => 'http://eventdesk.test',
      linkCredential: async (link) => {
        credentials.push(link);
        return `credential-for-${link.resourceId}`;
      },
      deleteFiles: async () => 0,
      revokeSessions: async () => undefined,
      accounts: hostedSignUpOnly,
    },
  };
}

const storeToken = (token: string) =>
  engine.commit([{ type: 'set', path: MODERATION_LINK(EVENT), data: { token, eventID: EVENT, rotatedAt: new Date() } }]);

const open = async (resourceId: string, token: string) => openLink.run({ kind: 'moderation', resourceId, token }, context());

async function refusal(answer: Promise<unknown>) {
  const error = await answer.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { code, status, message } = error as HttpError;
  return { code, status, message };
}

const denied = { code: 'permission-denied', status: 403, message: chatMessages.linkInvalid };

beforeAll(async () => {
  engine = await createEngine({});
});
afterAll(() => engine.close());

describe('openLink', () => {
  it('answers the credential for the current token, carrying the link', async () => {
    await storeToken('current-token');
    credentials.length = 0;
    expect(await open(EVENT, 'current-token')).toEqual({ customToken: `credential-for-${EVENT}` });
    expect(credentials).toEqual([{ kind: 'moderation', resourceId: EVENT, token: 'current-token' }]);
  });

  it('refuses a wrong token and a replaced one, without asking for a credential', async () => {
    await storeToken('old-token');
    await storeToken('new-token');
    credentials.length = 0;
    expect(await refusal(open(EVENT, 'old-token'))).toEqual(denied);
    expect(await refusal(open(EVENT, 'new-token-'))).toEqual(denied);
    expect(await refusal(open(EVENT, 'x'))).toEqual(denied);
    expect(credentials).toEqual([]);
  });

  it('refuses an event without a link', async () => {
    expect(await refusal(open('no-such-event', 'new-token'))).toEqual(denied);
  });

  it('refuses ids that name no single document', async () => {
    for (const id of ['a/b', '..', '.', '__hidden__', `${EVENT}/extra`]) {
      expect(await refusal(open(id, 'new-token'))).toEqual(denied);
    }
  });
});
