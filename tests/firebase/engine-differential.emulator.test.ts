/**
 * The local engine held to Firestore's answers: seeded random documents and queries, asked of
 * the Firestore emulator, of the engine, and of the local provider through the embedded server.
 * Every query must get the same answer on all three (the same documents in the same order with
 * the same values, the same count, or a rejection), except the deliberate differences
 * (ARCHITECTURE.md): the local engine refuses NaN and ±Infinity, which its JSON wire cannot carry,
 * and the embedded server refuses text with a NUL character or a lone surrogate from any client.
 *
 * CI runs a fixed seed; any seed and size by hand:
 *   DIFFERENTIAL_SEED=7 DIFFERENTIAL_QUERIES=2000 npx vitest run --project firebase tests/firebase/engine-differential.emulator.test.ts
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonTextProblem } from '@domain/text/text-problem';
import { compare, describe as describeOutcome, firstDifference, observe, showQuery, type Verdict } from './differential/compare';
import { documentIds, documents, query, random, usesNonFinite, type GeneratedQuery } from './differential/generate';
import { openSides, type Sides } from './differential/sides';

const SEED = Number(process.env.DIFFERENTIAL_SEED ?? 20261125);
const QUERIES = Number(process.env.DIFFERENTIAL_QUERIES ?? 600);
const DOCUMENTS = 300;
const EVENT = 'differential-event';
const COLLECTION = `events/${EVENT}/pages`;

let sides: Sides;
let ids: string[];
let queries: GeneratedQuery[];

beforeAll(async () => {
  setLogLevel('silent');
  const rng = random(SEED);
  ids = documentIds(rng, DOCUMENTS);
  const docs = documents(rng, ids);
  queries = Array.from({ length: QUERIES }, () => query(rng, COLLECTION, ids));
  sides = await openSides(EVENT, COLLECTION, docs);
}, 600_000);

afterAll(async () => {
  await sides?.close();
});

describe(`the local engine against the Firestore emulator (seed ${SEED}, ${QUERIES} queries over ${DOCUMENTS} documents)`, () => {
  it('answers every query as Firestore does, and refuses NaN, Infinity and unstorable text with a clear message', async () => {
    type Refusal = 'NaN/Infinity refused' | 'NUL/lone surrogate refused';
    const tally: Record<'engine' | 'client', Partial<Record<Verdict | Refusal, number>>> = { engine: {}, client: {} };
    const problems: string[] = [];
    for (const [i, { spec, count }] of queries.entries()) {
      if (i > 0 && i % 250 === 0) console.log(`Differential: ${i} of ${QUERIES} queries asked`);
      const firestore = await observe(sides.firestore, spec, count);
      for (const path of ['engine', 'client'] as const) {
        const local = await observe(sides[path], spec, count);
        if (usesNonFinite(spec)) {
          const refused = !local.ok && local.code === 'invalid-argument' && /NaN|Infinity/.test(local.message);
          tally[path]['NaN/Infinity refused'] = (tally[path]['NaN/Infinity refused'] ?? 0) + (refused ? 1 : 0);
          if (!refused) problems.push(`${path}: ${showQuery(spec, count)}\n  expected a refusal naming NaN or Infinity, got ${describeOutcome(local)}`);
          continue;
        }
        const textProblem = path === 'client' ? jsonTextProblem(JSON.stringify(spec), spec) : null;
        if (textProblem) {
          // The server's message, naming where in the frame the text is (query.where.0.value).
          const refused = !local.ok && local.code === 'invalid-argument' && local.message.startsWith(textProblem.slice(0, textProblem.indexOf(', in ')));
          tally[path]['NUL/lone surrogate refused'] = (tally[path]['NUL/lone surrogate refused'] ?? 0) + (refused ? 1 : 0);
          if (!refused) problems.push(`${path}: ${showQuery(spec, count)}\n  expected a refusal naming the NUL character or a lone surrogate, got ${describeOutcome(local)}`);
          continue;
        }
        const verdict = compare(firestore, local);
        tally[path][verdict] = (tally[path][verdict] ?? 0) + 1;
        if (verdict !== 'same' && verdict !== 'both rejected') {
          const where = verdict === 'different results' ? `\n  ${firstDifference(firestore, local)}` : '';
          problems.push(`${path} (${verdict}): ${showQuery(spec, count)}\n  Firestore: ${describeOutcome(firestore)}\n  local:     ${describeOutcome(local)}${where}`);
        }
      }
    }
    const agreement = (path: 'engine' | 'client') => {
      const t = tally[path];
      const agreed = (t.same ?? 0) + (t['both rejected'] ?? 0) + (t['NaN/Infinity refused'] ?? 0) + (t['NUL/lone surrogate refused'] ?? 0);
      return `${path}: ${agreed}/${QUERIES} agree (${((100 * agreed) / QUERIES).toFixed(1)}%) ${JSON.stringify(t)}`;
    };
    console.log(`Differential, seed ${SEED}, ${QUERIES} queries over ${DOCUMENTS} documents:\n  ${agreement('engine')}\n  ${agreement('client')}`);
    expect(problems.slice(0, Number(process.env.DIFFERENTIAL_SHOW ?? 25)).join('\n'), `${problems.length} disagreements`).toBe('');
  }, 1_800_000);
});
