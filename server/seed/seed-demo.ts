/**
 * First-start demo data: an owner account, its profile, an organisation with the owner's
 * permission record, and one event. A plan with the chosen ids is saved before the documents are
 * written, so an interrupted first start finishes the same seed instead of making a second one.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { SLUG_CLAIM } from '@domain/events/event-rules';
import type { AccountStore } from '../auth/accounts';
import type { DocumentEngine, InternalSql, WriteOp } from '../db/engine';
import { loadOrCreateDemoCredentials, type DemoCredentials } from './demo-credentials';

type SeedPlan = { uid: string; orgId: string; eventId: string; done: boolean };

const PLAN_KEY = 'demo-seed';
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function readPlan(sql: InternalSql): Promise<SeedPlan | null> {
  const { rows } = await sql.query<{ value: string }>('SELECT value FROM server_meta WHERE key = $1', [PLAN_KEY]);
  return rows[0] ? (JSON.parse(rows[0].value) as SeedPlan) : null;
}

async function savePlan(sql: InternalSql, plan: SeedPlan): Promise<void> {
  await sql.query('INSERT INTO server_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [PLAN_KEY, JSON.stringify(plan)]);
}

/** A week ahead, on the next quarter hour (the date picker's step). */
export function demoEventDate(now = Date.now()): Date {
  return new Date(Math.ceil((now + WEEK_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
}

const DEMO_SLUG = 'demo-event';

function seedOps({ uid, orgId, eventId }: SeedPlan, email: string): WriteOp[] {
  const createdAt = serverTimestamp();
  const owner = { permission: 'owner', organization: orgId };
  return [
    {
      type: 'set',
      path: `users/${uid}`,
      data: { uid, email, events: [], type: 'platform', userType: 'platform', createdAt, username: 'Demo' },
    },
    {
      type: 'set',
      path: `resourceAccess/${orgId}`,
      data: { type: 'organization', name: 'Demo Organisation', users: [uid], events: [eventId], createdAt, createdBy: uid },
    },
    {
      type: 'set',
      path: `resourceAccess/${orgId}/permissions/${uid}`,
      data: { permission: 'owner', createdAt, createdBy: uid, grantedBy: uid },
    },
    {
      type: 'set',
      path: `events/${eventId}`,
      data: {
        title: 'Demo Event',
        slug: DEMO_SLUG,
        status: 'created',
        state: 'prelive',
        date: demoEventDate(),
        tags: ['demo'],
        language: 'en',
        createdAt,
        createdBy: uid,
        organization: orgId,
        permission: owner,
        colors: { mainColor: '#1677ff', secondaryColor: '#722ed1', backgroundColor: '#ffffff' },
      },
    },
    { type: 'set', path: SLUG_CLAIM(DEMO_SLUG), data: { eventId } },
  ];
}

export async function seedDemo(engine: DocumentEngine, accounts: AccountStore, dataDir: string): Promise<DemoCredentials> {
  const sql = engine.internal;
  await sql.exec('CREATE TABLE IF NOT EXISTS server_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const credentials = await loadOrCreateDemoCredentials(dataDir);
  let plan = await readPlan(sql);
  if (plan?.done) return credentials;
  if (!plan) {
    const existing = await accounts.findByEmail(credentials.email);
    const account = existing ?? (await accounts.create(credentials.email, credentials.password, true));
    plan = { uid: account.uid, orgId: newDocumentId(), eventId: newDocumentId(), done: false };
    await savePlan(sql, plan);
  }
  await accounts.markVerified(plan.uid);
  await engine.commit(seedOps(plan, credentials.email));
  await savePlan(sql, { ...plan, done: true });
  return credentials;
}
