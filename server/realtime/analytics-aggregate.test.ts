/**
 * The dashboard's analytics figures (domain/events/analytics.ts) as a client asks for them: one
 * aggregate per card over the WebSocket, judged by the policy from the collection (as Firestore's
 * rules judge a query) and counted and summed by the engine, with the windows' createdAt ranges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRequests, figureOf, type AnalyticsWindow } from '@domain/events/analytics';
import type { WriteOp } from '../db/engine';
import { encodeValue } from '@domain/protocol/wire-values';
import { startHarness, type Harness, type TestClient } from './test-harness';

const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

/** Created 30 minutes, 3 hours, 2 days and 40 days ago. */
const AGES = [0.5, 3, 48, 960];

describe('analytics aggregates through the realtime endpoint', () => {
  let h: Harness;
  let viewer: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    h = await startHarness();
    const ops: WriteOp[] = [
      { type: 'set', path: 'events/e1', data: { title: 'Summit', organization: 'org1' } },
      { type: 'set', path: 'resourceAccess/org1/permissions/otto', data: { permission: 'viewer' } },
      { type: 'set', path: 'resourceAccess/e1/permissions/vera', data: { permission: 'viewer' } },
      { type: 'set', path: 'events/e2', data: { title: 'Empty' } },
    ];
    AGES.forEach((age, i) => {
      const createdAt = hoursAgo(age);
      ops.push(
        { type: 'set', path: `events/e1/users/p${i}`, data: { email: `p${i}@example.com`, createdAt } },
        { type: 'set', path: `events/e1/analytics/u${i}`, data: { type: 'unique', createdAt } },
        { type: 'set', path: `events/e1/analytics/s${i}`, data: { type: 'session', createdAt } },
        { type: 'set', path: `events/e1/analytics/v${i}a`, data: { type: 'visit', createdAt } },
        { type: 'set', path: `events/e1/analytics/v${i}b`, data: { type: 'visit', createdAt } },
        { type: 'set', path: `events/e1/analytics/w${i}`, data: { type: 'watchTime', createdAt, time: 600 * (i + 1) } },
      );
    });
    await h.engine.commit(ops);
    viewer = await h.connect('vera');
    stranger = await h.connect('sam');
  });
  afterAll(() => h.close());

  const figures = async (client: TestClient, eventId: string, window: AnalyticsWindow) => {
    const requests = analyticsRequests(eventId, window, new Date());
    const answers = await Promise.all(requests.map((r) => client.request({ op: 'aggregate', query: encodeValue(r.query), spec: r.spec })));
    return Object.fromEntries(requests.map((r, i) => [r.card, answers[i].ok ? figureOf(r, answers[i].result) : answers[i].error.code]));
  };

  it('gives a viewer each window’s counts and watch time sum', async () => {
    expect(await figures(viewer, 'e1', '1h')).toEqual({ registeredUsers: 1, uniqueVisitors: 1, sessions: 1, watchTime: 600, pageViews: 2 });
    expect(await figures(viewer, 'e1', '4h')).toEqual({ registeredUsers: 2, uniqueVisitors: 2, sessions: 2, watchTime: 1800, pageViews: 4 });
    expect(await figures(viewer, 'e1', '24h')).toEqual({ registeredUsers: 2, uniqueVisitors: 2, sessions: 2, watchTime: 1800, pageViews: 4 });
    expect(await figures(viewer, 'e1', '7d')).toEqual({ registeredUsers: 3, uniqueVisitors: 3, sessions: 3, watchTime: 3600, pageViews: 6 });
    expect(await figures(viewer, 'e1', 'all')).toEqual({ registeredUsers: 4, uniqueVisitors: 4, sessions: 4, watchTime: 6000, pageViews: 8 });
  });

  it('gives the figures to a viewer of the event’s organisation too', async () => {
    const orgViewer = await h.connect('otto');
    expect(await figures(orgViewer, 'e1', 'all')).toEqual({ registeredUsers: 4, uniqueVisitors: 4, sessions: 4, watchTime: 6000, pageViews: 8 });
  });

  it('refuses anyone without a role on the event, even where there is nothing to count', async () => {
    const denied = { registeredUsers: 'permission-denied', uniqueVisitors: 'permission-denied', sessions: 'permission-denied', watchTime: 'permission-denied', pageViews: 'permission-denied' };
    expect(await figures(stranger, 'e1', 'all')).toEqual(denied);
    expect(await figures(stranger, 'e2', 'all')).toEqual(denied);
    expect(await figures(viewer, 'e2', 'all')).toEqual(denied);
  });

  it('lets no client write analytics records, not even an owner', async () => {
    await h.engine.commit([{ type: 'set', path: 'resourceAccess/e1/permissions/olga', data: { permission: 'owner' } }]);
    const owner = await h.connect('olga');
    const res = await owner.request({ op: 'write', ops: [{ type: 'set', path: 'events/e1/analytics/fake', data: encodeValue({ type: 'visit', createdAt: now }) }] });
    expect(res.error.code).toBe('permission-denied');
    expect(await h.engine.get('events/e1/analytics/fake')).toBeNull();
  });

  it('still judges collections whose rule looks at each document by reading them', async () => {
    // Audience chat messages of an open site are public by type: an aggregate restricted to public types passes for anyone.
    await h.engine.commit([
      { type: 'set', path: 'eventSites/e1', data: { open: true } },
      { type: 'set', path: 'events/e1/chats/c1/messages/m1', data: { type: 'accepted', text: 'hi' } },
    ]);
    const signedOut = await h.connect();
    const res = await signedOut.request({ op: 'aggregate', query: { path: 'events/e1/chats/c1/messages', where: [{ field: 'type', op: '==', value: 'accepted' }] }, spec: { count: true } });
    expect(res.result).toEqual({ count: 1 });
  });
});
