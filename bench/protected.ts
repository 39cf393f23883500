/**
 * bench:protected — how many paths to a protected event's data answer a stranger (issue 25;
 * target 0). Starts the embedded server with its local media server's routes, makes two events
 * (one protected by a password, one asking viewers to register), each with a chat of accepted
 * messages that approves itself, a poll and its tally, a published page, a stream on air with its
 * HLS playlists, segment and recording in place, its cue log and a registered participant, first
 * open (so the cue key and the HLS address were a viewer's to note) and then closed. Then a
 * signed-out stranger without a pass tries every path (server/testing/protected-site.ts):
 * documents, queries and subscriptions over the WebSocket, /api calls, HLS, the recording, the
 * cue log by the open site's key. Prints each path that answered with data. Then what the HLS
 * gate costs a registered viewer's segment requests: database reads each, and the median time.
 *
 * Last line: one JSON object {"protectedPathsReachable": N, "pathsTried": M, "hlsReadsPerSegment": R, "hlsSegmentMedianMs": T, ...}.
 */
import { loadavg } from 'node:os';
import { organizationWrites } from '@server/testing/organization-writes';
import { protectedEvent, strangerPaths, type PathResult, type Protection } from '@server/testing/protected-site';
import { callApiOk } from '@server/testing/api-calls';
import type { HttpSession } from '@server/testing/http-session';
import { TempServer } from '@server/testing/temp-server';

const server = new TempServer({ seed: false });

/**
 * What the HLS gate costs a registered viewer's player (issue 31: it checks the participant):
 * database reads per segment request once it is playing, and the median time of one request.
 */
async function hlsCost(owner: HttpSession): Promise<{ hlsReadsPerSegment: number; hlsSegmentMedianMs: number }> {
  const event = await protectedEvent(server, owner, 'org1', 'bench-hls', 'registration');
  const viewer = server.session();
  const { pass } = await callApiOk(viewer, 'registerForEvent', { eventId: event.eventId, answers: { firstName: 'Bench', email: 'bench-viewer@example.com' } });
  const { playbackUrl } = await callApiOk(viewer, 'watchStream', { eventId: event.eventId, streamId: event.streamId, pass });
  const segment = `${playbackUrl.slice(0, playbackUrl.lastIndexOf('/') + 1)}v0/seg000001.ts`;
  if ((await viewer.request(segment, { method: 'GET' })).status !== 200) throw new Error('The registered viewer cannot play the stream.');
  const engine = server.running.engine;
  const read = engine.get.bind(engine);
  let reads = 0;
  engine.get = (path) => ((reads += 1), read(path));
  const times: number[] = [];
  const REQUESTS = 200;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await viewer.request(segment, { method: 'GET' });
    times.push(performance.now() - started);
  }
  engine.get = read;
  times.sort((a, b) => a - b);
  return { hlsReadsPerSegment: reads / REQUESTS, hlsSegmentMedianMs: Math.round(times[REQUESTS / 2] * 100) / 100 };
}
try {
  await server.start();
  const owner = await server.signedUp('bench-owner@example.com');
  await server.running.engine.commit(organizationWrites('org1', 'Bench', [[owner, 'owner']]));
  const tried: (PathResult & { protection: Protection })[] = [];
  for (const protection of ['password', 'email', 'registration'] as const) {
    const event = await protectedEvent(server, owner.browser, 'org1', `bench-${protection}`, protection);
    for (const result of await strangerPaths(server.session(), event)) tried.push({ ...result, protection });
  }
  const hls = await hlsCost(owner.browser);
  const reached = tried.filter((p) => p.reached);
  for (const p of tried) console.log(`${p.reached ? 'REACHED' : 'refused'}  ${p.protection.padEnd(12)} ${p.path} (${p.detail})`);
  console.log(
    JSON.stringify({
      protectedPathsReachable: reached.length,
      pathsTried: tried.length,
      reached: reached.map((p) => `${p.protection}: ${p.path}`),
      ...hls,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    }),
  );
} finally {
  await server.dispose();
}
