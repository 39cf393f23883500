import { describe, expect, it } from 'vitest';
import { loadProgress, type LoadStep } from './load-progress';

describe('the event’s five-step progress loading', () => {
  it('starts at nothing loaded, waiting for the menu', () => {
    expect(loadProgress(new Set())).toEqual({ percent: 0, current: 'menu' });
  });

  it('counts each finished step as a fifth and names the first step, in order, still loading', () => {
    expect(loadProgress(new Set<LoadStep>(['menu', 'pages']))).toEqual({ percent: 40, current: 'streams' });
    // Steps finish in any order; the bar grows, the label stays on the earliest unfinished one.
    expect(loadProgress(new Set<LoadStep>(['event', 'chats', 'streams']))).toEqual({ percent: 60, current: 'menu' });
  });

  it('is complete when all five are done', () => {
    expect(loadProgress(new Set<LoadStep>(['menu', 'pages', 'streams', 'chats', 'event']))).toEqual({ percent: 100, current: null });
  });
});
