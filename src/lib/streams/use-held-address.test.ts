// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeldAddress } from './use-held-address';

const signed = (expiry: number) => `/hls/~${expiry}.mac/t1/index.m3u8`;

describe('useHeldAddress: the address a viewer plays', () => {
  it('keeps playing the first address while each answer signs a new one', () => {
    const { result, rerender } = renderHook(({ latest, what }) => useHeldAddress(latest, what), { initialProps: { latest: signed(1), what: 'live' } });
    expect(result.current.address).toBe(signed(1));
    rerender({ latest: signed(2), what: 'live' });
    rerender({ latest: signed(3), what: 'live' });
    expect(result.current.address).toBe(signed(1));
  });

  it('takes the latest address once the player fails with the one it holds', () => {
    const { result, rerender } = renderHook(({ latest, what }) => useHeldAddress(latest, what), { initialProps: { latest: signed(1), what: 'live' } });
    rerender({ latest: signed(2), what: 'live' });
    act(() => result.current.failed());
    expect(result.current.address).toBe(signed(2));
  });

  it('takes the recording at once when the stream becomes a VOD', () => {
    const { result, rerender } = renderHook(({ latest, what }) => useHeldAddress(latest, what), { initialProps: { latest: signed(1), what: 'live' } });
    rerender({ latest: '/recordings/~9.mac/t1.mp4', what: 'vod' });
    expect(result.current.address).toBe('/recordings/~9.mac/t1.mp4');
  });

  it('has nothing to play until there is an address', () => {
    const { result, rerender } = renderHook(({ latest, what }) => useHeldAddress(latest, what), { initialProps: { latest: null as string | null, what: 'offline' } });
    expect(result.current.address).toBeNull();
    rerender({ latest: signed(1), what: 'live' });
    expect(result.current.address).toBe(signed(1));
  });
});
