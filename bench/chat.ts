/**
 * bench:chat — live moderation under audience load (issue 5's benchmark).
 *
 * The embedded server runs as `npm start` runs it, on a temporary data folder, seeded with the
 * demo owner and "Demo Event". 500 audience senders post 20 messages a second in total through
 * `postChatMessage` for BENCH_SECONDS (default 60) to one chat that does not auto-approve. One
 * moderator (the owner, over the WebSocket) listens to the inbox and routes every new message to
 * the presenter at once; three presenter views (the owner signed in three more times) listen to
 * the presenter column. Measured: post -> moderator inbox and approve -> each presenter view;
 * lost = answered 200 but never in the inbox, or routed but missing from a presenter view, once
 * a 5 s drain is over. The whole run is done twice: on PGlite in the data folder (`pglite`),
 * then through DATABASE_URL on a throwaway PostgreSQL 15 cluster (`postgres`, fsync and
 * synchronous_commit on). Exits 1 when a message was lost or anything failed.
 * Last line: one JSON object (PGlite's figures at the top level, PostgreSQL's under `postgres`).
 */
import { MESSAGES, type MessageType } from '@domain/chats/chat';
import { serverTimestamp } from '@domain/documents/values';
import type { WireChange, WireError } from '@domain/protocol/messages';
import { makeSenders } from './chat/audience';
import { createBenchChat, findDemoEvent, signIn } from './chat/demo-owner';
import { LiveSocket } from './chat/live-socket';
import { startCluster } from '@tests/postgres/cluster';
import { startServerChild } from './chat/server-child';
import { latencyTable, summarize } from './chat/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SENDERS = 500;
const MESSAGES_PER_SECOND = 20;
const PRESENTER_VIEWS = 3;
const DRAIN_MS = 5000;
const TARGET_P99_MS = 250;
const PRESENTER_TYPES: MessageType[] = ['presenter', 'presenter-only'];

type Tracked = {
  postAt: number;
  status?: number;
  inboxAt?: number;
  approveAt?: number;
  approved?: boolean;
  /** Presenter views that have shown the message. */
  views: Set<number>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seqOf = (change: WireChange): number | null => {
  const match = /^Bench message #(\d+) /.exec(String(change.doc.data?.text ?? ''));
  return match ? Number(match[1]) : null;
};

class Run {
  readonly tracked = new Map<number, Tracked>();
  readonly postAnswer: number[] = [];
  readonly postToInbox: number[] = [];
  readonly approveAck: number[] = [];
  readonly approveToPresenter: number[] = [];
  readonly failures = new Map<string, { count: number; example: string }>();
  /** The sender keys the server gave the messages: one per sender when it tells them apart. */
  readonly senderKeys = new Set<string>();

  fail(kind: string, example: string): void {
    const seen = this.failures.get(kind);
    if (seen) seen.count++;
    else this.failures.set(kind, { count: 1, example: example.slice(0, 300) });
  }

  get errors(): number {
    let n = 0;
    for (const { count } of this.failures.values()) n += count;
    return n;
  }

  /** Whether every message answered 200 has reached the inbox and, once routed, every view. */
  settled(): boolean {
    for (const m of this.tracked.values()) {
      if (m.status !== 200) continue;
      if (m.inboxAt === undefined || m.approved === undefined) return false;
      if (m.approved && m.views.size < PRESENTER_VIEWS) return false;
    }
    return true;
  }

  lost(): number {
    let n = 0;
    for (const m of this.tracked.values()) {
      if (m.status === 200 && (m.inboxAt === undefined || (m.approved && m.views.size < PRESENTER_VIEWS))) n++;
    }
    return n;
  }
}

/** The moderator: every new pending message is routed to the presenter as soon as it shows. */
function moderate(run: Run, moderator: LiveSocket, messagesPath: string) {
  return (changes: WireChange[], receivedAt: number) => {
    for (const change of changes) {
      if (change.type !== 'added') continue;
      const seq = seqOf(change);
      const m = seq === null ? undefined : run.tracked.get(seq);
      if (!m || m.inboxAt !== undefined) continue;
      m.inboxAt = receivedAt;
      run.senderKeys.add(String(change.doc.data?.senderKey));
      run.postToInbox.push(receivedAt - m.postAt);
      const update = { type: 'update' as const, path: `${messagesPath}/${change.doc.id}`, data: { type: 'presenter', presenterDate: serverTimestamp() } };
      moderator
        .write([update], () => (m.approveAt = performance.now()))
        .then(
          () => {
            m.approved = true;
            run.approveAck.push(performance.now() - m.approveAt!);
          },
          (error: Error) => {
            m.approved = false;
            run.fail('moderator update refused', error.message);
          },
        );
    }
  };
}

function presenterView(run: Run, view: number) {
  return (changes: WireChange[], receivedAt: number) => {
    for (const change of changes) {
      if (change.type === 'removed' || !PRESENTER_TYPES.includes(change.doc.data?.type as MessageType)) continue;
      const seq = seqOf(change);
      const m = seq === null ? undefined : run.tracked.get(seq);
      if (!m || m.approveAt === undefined || m.views.has(view)) continue;
      m.views.add(view);
      run.approveToPresenter.push(receivedAt - m.approveAt);
    }
  };
}

async function postAll(run: Run, baseUrl: string, eventId: string, chatId: string): Promise<number> {
  const audience = makeSenders(baseUrl, SENDERS);
  const total = Math.round(SECONDS * MESSAGES_PER_SECOND);
  const posts: Promise<void>[] = [];
  const start = performance.now();
  try {
    for (let seq = 0; seq < total; seq++) {
      const due = start + (seq * 1000) / MESSAGES_PER_SECOND - performance.now();
      if (due > 0) await sleep(due);
      const sender = audience.senders[seq % SENDERS];
      const body = JSON.stringify({ eventId, chatId, name: sender.name, text: `Bench message #${seq} sent at ${new Date().toISOString()}` });
      const m: Tracked = { postAt: performance.now(), views: new Set() };
      run.tracked.set(seq, m);
      posts.push(
        sender.post(body).then(({ status, body: answer }) => {
          m.status = status;
          if (status === 200) run.postAnswer.push(performance.now() - m.postAt);
          else run.fail(status === 0 ? 'post failed (network)' : `post answered ${status}`, answer);
        }),
      );
    }
    await Promise.all(posts);
    return (performance.now() - start) / 1000;
  } finally {
    audience.close();
  }
}

type Figures = ReturnType<typeof report>;

async function main(): Promise<void> {
  const cluster = await startCluster();
  try {
    console.log('== pglite (the data folder) ==');
    const pglite = await runOn(undefined);
    console.log('\n== postgres (DATABASE_URL: a throwaway PostgreSQL 15 cluster) ==');
    const postgres = await runOn(await cluster.createDatabase());
    for (const figures of [pglite, postgres]) if (figures.lost > 0 || figures.errors > 0) process.exitCode = 1;
    console.log(JSON.stringify({ ...pglite, postgres }));
  } finally {
    await cluster.destroy();
  }
}

async function runOn(databaseUrl: string | undefined): Promise<Figures> {
  const server = await startServerChild(databaseUrl);
  const sockets: LiveSocket[] = [];
  try {
    const run = new Run();
    const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/ws`;
    const onFailure = (error: WireError) => run.fail(`live connection: ${error.code}`, error.message);
    const openView = async () => {
      const { uid, cookie } = await signIn(server.baseUrl, server.demo);
      const socket = await LiveSocket.open(wsUrl, cookie, onFailure);
      sockets.push(socket);
      return { uid, socket };
    };

    const moderator = await openView();
    const eventId = await findDemoEvent(moderator.socket, moderator.uid);
    const chatId = await createBenchChat(moderator.socket, eventId);
    const messagesPath = MESSAGES(eventId, chatId);
    for (let view = 0; view < PRESENTER_VIEWS; view++) {
      const { socket } = await openView();
      await socket.subscribe({ path: messagesPath, where: [{ field: 'type', op: 'in', value: PRESENTER_TYPES }] }, presenterView(run, view));
    }
    await moderator.socket.subscribe({ path: messagesPath, where: [{ field: 'type', op: '==', value: null }] }, moderate(run, moderator.socket, messagesPath));

    console.log(`Posting ${Math.round(SECONDS * MESSAGES_PER_SECOND)} messages from ${SENDERS} senders at ${MESSAGES_PER_SECOND}/s for ${SECONDS} s to ${server.baseUrl} (event ${eventId}, chat ${chatId})...`);
    const seconds = await postAll(run, server.baseUrl, eventId, chatId);
    const drainUntil = performance.now() + DRAIN_MS;
    while (!run.settled() && performance.now() < drainUntil) await sleep(50);

    return report(run, seconds);
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

function report(run: Run, seconds: number) {
  const messages = run.tracked.size;
  const answered = [...run.tracked.values()].filter((m) => m.status === 200).length;
  const inInbox = [...run.tracked.values()].filter((m) => m.inboxAt !== undefined).length;
  const approved = [...run.tracked.values()].filter((m) => m.approved).length;
  const onAllViews = [...run.tracked.values()].filter((m) => m.views.size === PRESENTER_VIEWS).length;
  const postToInbox = summarize(run.postToInbox);
  const approveToPresenter = summarize(run.approveToPresenter);
  const lost = run.lost();

  console.log('');
  console.log(
    latencyTable([
      ['post -> 200 answer', summarize(run.postAnswer)],
      ['post -> moderator inbox', postToInbox],
      ['approve -> write acknowledged', summarize(run.approveAck)],
      [`approve -> presenter view (x${PRESENTER_VIEWS})`, approveToPresenter],
    ]),
  );
  console.log('');
  const counts: [string, string | number][] = [
    ['messages posted', `${messages} in ${seconds.toFixed(1)} s (${(messages / seconds).toFixed(1)}/s) from ${SENDERS} senders`],
    ['answered 200', answered],
    ['distinct sender keys', run.senderKeys.size],
    ['seen in the moderator inbox', inInbox],
    ['routed to the presenter', approved],
    [`seen by all ${PRESENTER_VIEWS} presenter views`, onAllViews],
    ['lost', lost],
    ['errors', run.errors],
  ];
  for (const [label, value] of counts) console.log(`${label.padEnd(30)}${value}`);
  for (const [kind, { count, example }] of run.failures) console.log(`  ${count} x ${kind}: ${example}`);
  const verdict = (p99: number) => (Number.isNaN(p99) ? 'no samples' : p99 < TARGET_P99_MS ? 'met' : 'NOT met');
  console.log(`target p99 < ${TARGET_P99_MS} ms: post -> inbox ${verdict(postToInbox.p99)}, approve -> presenter ${verdict(approveToPresenter.p99)}`);
  const approveAck = summarize(run.approveAck);
  return {
    postToInbox: { p50: postToInbox.p50, p99: postToInbox.p99 },
    approveToPresenter: { p50: approveToPresenter.p50, p99: approveToPresenter.p99 },
    approveAcknowledged: { p50: approveAck.p50, p99: approveAck.p99 },
    lost,
    errors: run.errors,
    messages,
    seconds: Math.round(seconds * 10) / 10,
  };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
