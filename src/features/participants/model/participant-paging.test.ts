import { describe, expect, it } from 'vitest';
import { PARTICIPANT_MAX_SKIP } from '@domain/participants/participant-listing';
import { pageRequest, stepTowards, type PageEdges } from './participant-paging';

const edges = (n: number): PageEdges => ({ previous: `before-${n}`, next: `after-${n}` });

describe('reaching a page number of 100,000 participants, 50 a page', () => {
  const total = 100_000;
  const known = new Map([[1, { previous: null, next: 'after-1' }]]);

  it('reads every number the pager shows in one call: neighbours, five on, and both ends', () => {
    expect(pageRequest(2, 50, total, known)).toEqual({ cursor: 'after-1', backwards: false, skip: 0, pageSize: 50, from: 1 });
    expect(pageRequest(6, 50, total, known)).toMatchObject({ cursor: 'after-1', skip: 200 });
    expect(pageRequest(2_000, 50, total, known)).toEqual({ backwards: true, skip: 0, pageSize: 50, from: 2_001 });
    expect(pageRequest(1_998, 50, total, known)).toMatchObject({ backwards: true, skip: 100 });
    const nearEnd = new Map([...known, [2_000, edges(2_000)]]);
    expect(pageRequest(1_995, 50, total, nearEnd)).toMatchObject({ cursor: 'before-2000', backwards: true, skip: 200 });
  });

  it('reads a short last page from the end as what is left', () => {
    expect(pageRequest(3, 50, 120, new Map())).toEqual({ backwards: true, skip: 0, pageSize: 20, from: 4 });
  });

  it('steps towards a page far from every page known, each step within the bound', () => {
    const far = pageRequest(1_000, 50, total, known);
    expect(far.skip).toBeGreaterThan(PARTICIPANT_MAX_SKIP);
    const step = stepTowards(far, 50)!;
    expect(step).toBe(42);
    expect(pageRequest(step, 50, total, known).skip).toBeLessThanOrEqual(PARTICIPANT_MAX_SKIP);
    expect(stepTowards(pageRequest(6, 50, total, known), 50)).toBeNull();
  });
});
