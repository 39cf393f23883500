/**
 * bench:protected — how many paths to a protected event's data answer a stranger (issue 25;
 * target 0). Starts the embedded server with its local media server's routes, makes two events
 * (one protected by a password, one asking viewers to register), each with a chat of accepted
 * messages that approves itself, a poll and its tally, a published page, a stream on air with its
 * HLS playlists, segment and recording in place, its cue log and a registered participant, first
 * open (so the cue key and the HLS address were a viewer's to note) and then closed. Then a
 * signed-out stranger without a pass tries every path (server/testing/protected-site.ts):
 * documents, queries and subscriptions over the WebSocket, /api calls, HLS, the recording, the
 * cue log by the open site's key. Prints each path that answered with data.
 *
 * Last line: one JSON object {"protectedPathsReachable": N, "pathsTried": M, ...}.
 */
import { loadavg } from 'node:os';
import { organizationWrites } from '@server/testing/organization-writes';
import { protectedEvent, strangerPaths, type PathResult, type Protection } from '@server/testing/protected-site';
import { TempServer } from '@server/testing/temp-server';

const server = new TempServer({ seed: false });
try {
  await server.start();
  const owner = await server.signedUp('bench-owner@example.com');
  await server.running.engine.commit(organizationWrites('org1', 'Bench', [[owner, 'owner']]));
  const tried: (PathResult & { protection: Protection })[] = [];
  for (const protection of ['password', 'email', 'registration'] as const) {
    const event = await protectedEvent(server, owner.browser, 'org1', `bench-${protection}`, protection);
    for (const result of await strangerPaths(server.session(), event)) tried.push({ ...result, protection });
  }
  const reached = tried.filter((p) => p.reached);
  for (const p of tried) console.log(`${p.reached ? 'REACHED' : 'refused'}  ${p.protection.padEnd(12)} ${p.path} (${p.detail})`);
  console.log(
    JSON.stringify({
      protectedPathsReachable: reached.length,
      pathsTried: tried.length,
      reached: reached.map((p) => `${p.protection}: ${p.path}`),
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    }),
  );
} finally {
  await server.dispose();
}
