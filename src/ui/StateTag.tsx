import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { NO_STATE_LABEL } from '@domain/events/event-rules';

/**
 * Event state tag (spec 000 sections 2.4, 2.5, 4.1): prelive gold, live red, on-demand blue,
 * anything else the default tag. Colours are the darker shades of antd's palette so the text
 * keeps a 4.5:1 contrast.
 */
const styles: Record<string, CSSProperties> = {
  prelive: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  live: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  'on-demand': { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
};

export function StateTag({ state }: { state: string | null | undefined }) {
  if (!state) return <Tag>{NO_STATE_LABEL}</Tag>;
  return <Tag style={styles[state]}>{state}</Tag>;
}
