/**
 * bench:poll — votes under load and the chart that shows them (issue 16's benchmark).
 *
 * The embedded server runs as `npm start` runs it (its own process, a temporary data folder, the
 * demo seed). The demo owner makes a stream, its transcoder and an ffmpeg source publishing to
 * it, goes live, makes a select poll and activates it from the console's call. Then 5,000
 * signed-out voters (each a new browser: no voter token) vote once each, spread evenly over
 * BENCH_SECONDS (default 10), from as many loopback addresses as the new voters one address may
 * make per event allow (a venue's networks: each stays within the per-address limits). The chart is a live listener on the poll's results document, as
 * the encoder slideshow and the console have it, on a signed-out WebSocket (a real page would add
 * its rendering on top; the listener measures what the server delivers).
 *
 * Measured: vote acknowledged (request sent -> 200); vote -> chart update (request sent -> the
 * first results snapshot whose total counts it, votes taken in the order their batches
 * committed); documents read per chart update (each snapshot is one document, whatever the number
 * of votes: compared between the first and the last tenth of the votes); lost votes (answered 200
 * but not in the final total). Exits 1 when a vote failed or was lost.
 * Last line: one JSON object.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { POLL_DEFAULTS } from '@domain/polls/poll';
import { VOTERS_PER_ADDRESS } from '@domain/polls/vote';
import { TestSource } from '@server/testing/test-source';
import { findDemoEvent, signIn, type SignedIn } from './chat/demo-owner';
import { LiveSocket } from './chat/live-socket';
import { startServerChild } from './chat/server-child';
import { latencyTable, summarize } from './chat/stats';
import { ResultsListener } from './poll/results-listener';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 5000);
const ADDRESSES = Math.ceil(VOTERS / VOTERS_PER_ADDRESS.limit);
const TARGET_P99_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** CPU seconds a process has used (user and system), from /proc: how much of the machine the server got. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function callApi<T>(baseUrl: string, owner: SignedIn, name: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/call/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: baseUrl }, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${body.error?.message}`);
  return body.result as T;
}

/** One vote as a new browser would send it, from `address`; resolves with the status and when the answer came. */
function vote(baseUrl: URL, agent: Agent, address: string, body: string): Promise<{ status: number; at: number }> {
  return new Promise((resolve) => {
    const req = request(
      { host: baseUrl.hostname, port: baseUrl.port, path: '/api/call/votePoll', method: 'POST', agent, localAddress: address, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: baseUrl.origin } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, at: performance.now() }));
      },
    );
    req.on('error', () => resolve({ status: 0, at: performance.now() }));
    req.end(body);
  });
}

async function main() {
  const server = await startServerChild();
  let source: TestSource | null = null;
  try {
    const owner = await signIn(server.baseUrl, server.demo);
    const socket = await LiveSocket.open(server.baseUrl.replace(/^http/, 'ws') + '/ws', owner.cookie, (error) => console.error('owner socket:', error.message));
    const eventId = await findDemoEvent(socket, owner.uid);

    // A stream on air: transcoder, an ffmpeg source, Go live.
    const { streamId } = await callApi<{ streamId: string }>(server.baseUrl, owner, 'createStream', { eventId, stream: { title: 'Bench poll stream', streamType: 'videocast', videoStream: false } });
    await callApi(server.baseUrl, owner, 'createLivestream', { eventId, streamId, options: { delay: 'low', type: 'video', quality: '720p' } });
    const settings = await socket.get(`events/${eventId}/streams/${streamId}/settings/wowza`);
    const rtmp = String(settings.data?.rtmp);
    const streamName = String((settings.data?.transcoder as { stream_name?: string }).stream_name);
    source = new TestSource(`${rtmp}/${streamName}`);
    const liveBy = Date.now() + 90_000;
    for (;;) {
      await fetch(`${server.baseUrl}/api/call/goLive`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: server.baseUrl }, body: JSON.stringify({ eventId, streamId }) });
      if ((await socket.get(`events/${eventId}/streams/${streamId}`)).data?.streamLive === true) break;
      if (Date.now() > liveBy) throw new Error('the stream did not go live within 90 s');
      await sleep(1000);
    }

    const { pollId } = await callApi<{ pollId: string }>(server.baseUrl, owner, 'savePoll', {
      eventId,
      poll: { question: 'Bench: which talk next?', subtext: '', type: 'select', options: [{ text: 'Rust' }, { text: 'TypeScript' }, { text: 'Go' }, { text: 'Zig' }], chart: 'bar', colorPalette: POLL_DEFAULTS.colorPalette, bgColor: POLL_DEFAULTS.bgColor },
    });
    await callApi(server.baseUrl, owner, 'activatePoll', { eventId, streamId, pollId });
    const poll = await socket.get(`events/${eventId}/polls/${pollId}`);
    const options = Object.keys(poll.data?.data as Record<string, unknown>);
    socket.close();

    const listener = await ResultsListener.open(server.baseUrl.replace(/^http/, 'ws') + '/ws', `events/${eventId}/pollResults/${pollId}`);

    // The voters: evenly spread over the window, each from one of the addresses.
    const base = new URL(server.baseUrl);
    const addresses = Array.from({ length: ADDRESSES }, (_, i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`);
    const agents = addresses.map(() => new Agent({ keepAlive: true, maxSockets: 16 }));
    const sent: number[] = new Array(VOTERS);
    const answers: Promise<{ status: number; at: number }>[] = [];
    const cpuBefore = cpuSeconds(server.pid);
    const start = performance.now();
    for (let i = 0; i < VOTERS; i++) {
      const due = start + (i * SECONDS * 1000) / VOTERS;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const body = JSON.stringify({ eventId, pollId, optionId: options[i % options.length] });
      sent[i] = performance.now();
      answers.push(vote(base, agents[i % ADDRESSES], addresses[i % ADDRESSES], body));
    }
    const answered = await Promise.all(answers);
    await listener.waitForTotal(answered.filter((a) => a.status === 200).length, 10_000);
    const wallSeconds = (performance.now() - start) / 1000;
    const serverCpu = cpuSeconds(server.pid) - cpuBefore;
    listener.close();
    agents.forEach((agent) => agent.destroy());

    const failures = new Map<number, number>();
    answered.forEach((a) => a.status !== 200 && failures.set(a.status, (failures.get(a.status) ?? 0) + 1));
    const accepted = answered.map((a, i) => ({ ...a, sent: sent[i] })).filter((a) => a.status === 200);
    const acked = accepted.map((a) => a.at - a.sent);
    // Commit order: a batch's votes are answered together once it committed, so the k-th answer is the k-th vote counted.
    const byCommit = [...accepted].sort((a, b) => a.at - b.at);
    const updates = listener.snapshots;
    const toChart: number[] = [];
    let u = 0;
    byCommit.forEach((v, k) => {
      while (u < updates.length && updates[u].total < k + 1) u++;
      if (u < updates.length) toChart.push(updates[u].at - v.sent);
    });
    const tenth = Math.max(1, Math.floor(updates.length / 10));
    const docsPerUpdate = (from: number, to: number) => {
      const slice = updates.slice(from, to);
      return slice.reduce((sum, s) => sum + s.docs, 0) / Math.max(1, slice.length);
    };
    const finalTotal = updates.at(-1)?.total ?? 0;
    const lost = accepted.length - finalTotal;

    const ack = summarize(acked);
    const chart = summarize(toChart);
    console.log(`\n${VOTERS} voters over ${SECONDS} s from ${ADDRESSES} addresses; ${accepted.length} votes accepted, ${updates.length} chart updates (results snapshots).`);
    console.log(latencyTable([
      ['vote acknowledged', ack],
      ['vote -> chart update', chart],
    ]));
    console.log(`documents per chart update: ${docsPerUpdate(0, tenth)} (first tenth of the votes), ${docsPerUpdate(updates.length - tenth, updates.length)} (last tenth); results document ${listener.lastBytes} bytes on the wire`);
    console.log(`server CPU: ${serverCpu.toFixed(1)} s over ${wallSeconds.toFixed(1)} s (${((serverCpu / wallSeconds) * 100).toFixed(0)}% of one core), ${((serverCpu / Math.max(1, accepted.length)) * 1000).toFixed(2)} ms per vote`);
    if (failures.size) console.log('failed votes by status:', Object.fromEntries(failures));
    const ok = failures.size === 0 && lost === 0;
    console.log(
      JSON.stringify({
        bench: 'poll',
        voters: VOTERS,
        seconds: SECONDS,
        addresses: ADDRESSES,
        accepted: accepted.length,
        failed: VOTERS - accepted.length,
        lost,
        chartUpdates: updates.length,
        voteAckMs: ack,
        voteToChartMs: chart,
        chartSource: 'live listener on the results document (signed-out WebSocket)',
        docsPerChartUpdate: { firstTenth: docsPerUpdate(0, tenth), lastTenth: docsPerUpdate(updates.length - tenth, updates.length) },
        serverCpuMsPerVote: Math.round((serverCpu / Math.max(1, accepted.length)) * 100_000) / 100,
        serverCpuShare: Math.round((serverCpu / wallSeconds) * 100) / 100,
        targetChartP99Ms: TARGET_P99_MS,
        chartP99Met: chart.p99 < TARGET_P99_MS,
        ok,
      }),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await source?.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
