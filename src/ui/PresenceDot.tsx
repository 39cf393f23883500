import type { CSSProperties } from 'react';

const base: CSSProperties = {
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  border: '2px solid #fff',
  boxSizing: 'content-box',
};

/** The online / offline dot next to an avatar; named for assistive technology and tests. */
export function PresenceDot({ state, style }: { state: 'online' | 'offline'; style?: CSSProperties }) {
  const online = state === 'online';
  return (
    <span
      role="img"
      aria-label={online ? 'Online' : 'Offline'}
      title={online ? 'Online' : 'Offline'}
      style={{ ...base, background: online ? '#389e0d' : '#8c8c8c', ...style }}
    />
  );
}
