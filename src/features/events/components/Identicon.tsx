import { IDENTICON_SIZE, identicon } from '../model/identicon';

/** The generated picture of an id; decorative (the control around it carries the name). */
export function Identicon({ id, size = 40 }: { id: string; size?: number }) {
  const { color, cells } = identicon(id);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`-0.5 -0.5 ${IDENTICON_SIZE + 1} ${IDENTICON_SIZE + 1}`}
      aria-hidden
      focusable="false"
      shapeRendering="crispEdges"
      style={{ background: '#f5f5f5', borderRadius: 6, display: 'block' }}
    >
      {cells.map(({ x, y }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={color} />
      ))}
    </svg>
  );
}
