/** The event's progress loading (spec 000 section 9): five steps, in this order. */
export const LOAD_STEPS = ['menu', 'pages', 'streams', 'chats', 'event'] as const;
export type LoadStep = (typeof LOAD_STEPS)[number];

export type LoadProgress = {
  /** 0 to 100, in fifths. */
  percent: number;
  /** The first step, in the spec's order, still loading; null when all are done. */
  current: LoadStep | null;
};

export function loadProgress(done: ReadonlySet<LoadStep>): LoadProgress {
  const finished = LOAD_STEPS.filter((step) => done.has(step)).length;
  return { percent: (finished / LOAD_STEPS.length) * 100, current: LOAD_STEPS.find((step) => !done.has(step)) ?? null };
}
