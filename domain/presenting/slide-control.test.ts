import { describe, expect, it } from 'vitest';
import { readPresenting } from './presenter-pool';
import { operatorRefusal, slideControl, slideControlTexts } from './slide-control';

const pool = [{ id: 'l1', name: 'Ann' }];

describe('control of the slides', () => {
  it('is the operator’s while no presenter holds it, else the holder’s, named from the pool', () => {
    expect(slideControl(readPresenting({ presenterPool: pool, presenterControl: null }))).toEqual({ by: 'operator' });
    expect(slideControl(readPresenting({ presenterPool: pool, presenterControl: 'unnamed' }))).toEqual({ by: 'operator' });
    expect(slideControl(readPresenting({ presenterPool: pool, presenterControl: 'l1' }))).toEqual({ by: 'presenter', id: 'l1', name: 'Ann' });
    // A holder no longer in the pool (or without a name) still holds control.
    expect(slideControl(readPresenting({ presenterPool: [], presenterControl: 'l2' }))).toEqual({ by: 'presenter', id: 'l2', name: 'A presenter' });
  });

  it('refuses the operator’s change while a presenter holds control, unless taken back on purpose', () => {
    const held = readPresenting({ presenterPool: pool, presenterControl: 'l1' });
    expect(operatorRefusal(held, false)).toBe(slideControlTexts.operatorRefused('Ann'));
    expect(operatorRefusal(held, true)).toBeNull();
    expect(operatorRefusal(readPresenting({ presenterPool: pool }), false)).toBeNull();
  });

  it('reads the seat of the page in control only while someone holds control', () => {
    expect(readPresenting({ presenterControl: 'l1', presenterSeat: { id: 'seat-a', keyHash: 'h' } }).seat).toBe('seat-a');
    expect(readPresenting({ presenterControl: null, presenterSeat: { id: 'seat-a', keyHash: 'h' } }).seat).toBeNull();
    expect(readPresenting({ presenterControl: 'l1', presenterSeat: 'seat-a' }).seat).toBeNull();
  });
});
