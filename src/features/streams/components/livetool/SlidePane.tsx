import { Typography } from 'antd';
import type { ConsoleSlide } from '../../api/use-console-decks';

type Props = { label: string; slide: ConsoleSlide | undefined; index: number | null; count: number; program?: boolean };

/** One of the console's two slide panes: next-up, or PROGRAM (what viewers see while live). */
export function SlidePane({ label, slide, index, count, program = false }: Props) {
  const id = `pane-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <figure aria-labelledby={id} style={{ flex: '1 1 260px', margin: 0, minWidth: 0 }}>
      <figcaption id={id}>
        <Typography.Text strong style={program ? { color: '#cf1322' } : undefined}>
          {label}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{slide && index !== null ? `Slide ${index + 1} of ${count}` : program ? 'Hidden' : 'No slide'}</Typography.Text>
      </figcaption>
      <div style={{ aspectRatio: '16 / 9', background: '#1f1f1f', border: program ? '3px solid #cf1322' : '3px solid #d9d9d9', borderRadius: 6, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {slide && index !== null ? (
          <img src={slide.url} alt={`${label}: slide ${index + 1}`} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography.Text style={{ color: '#fff' }}>{program ? 'No slide on PROGRAM' : 'No slide'}</Typography.Text>
        )}
      </div>
    </figure>
  );
}
