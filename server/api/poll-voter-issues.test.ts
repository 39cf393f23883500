/**
 * The limit of new voters per network and event holds across processes (Cloud Functions
 * instances, restarts): two limiters over one database share it, because its count is a document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../db/create-engine';
import type { DocumentEngine } from '../db/engine';
import { engineDocs } from './engine-services';
import { createVoterIssues, voterIssuePath } from './poll-voter-issues';

let engine: DocumentEngine;
beforeAll(async () => {
  engine = await createEngine({});
});
afterAll(() => engine.close());

const limit = { limit: 5, windowMs: 3_600_000 };

describe('new voters per network and event', () => {
  it('are counted once across two instances, per event, and come back as the window passes', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const docs = engineDocs(engine);
    const [first, second] = [createVoterIssues(limit, now), createVoterIssues(limit, now)];
    const take = (instance: typeof first, eventId = 'ev1', network = '198.51.100.7') => instance.take(docs, 'secret', eventId, network);

    for (let i = 0; i < 3; i++) expect(await take(first)).toEqual({ ok: true });
    expect(await take(second)).toEqual({ ok: true });
    expect(await take(second)).toEqual({ ok: true });
    expect(await take(second)).toEqual({ ok: false, retryAfterMs: limit.windowMs });
    expect(await take(first)).toMatchObject({ ok: false });
    // Another event and another network have their own counts.
    expect(await take(second, 'ev2')).toEqual({ ok: true });
    expect(await take(second, 'ev1', '198.51.100.8')).toEqual({ ok: true });

    clock += limit.windowMs;
    expect(await take(second)).toEqual({ ok: true });
    // The document names neither the event nor the address.
    const path = voterIssuePath('secret', 'ev1', '198.51.100.7');
    expect(path).not.toMatch(/ev1|198/);
    expect((await engine.get(path))?.data.times).toHaveLength(1);
  });
});
