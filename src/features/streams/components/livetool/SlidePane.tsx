import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import type { ConsoleSlide } from '../../api/use-console-decks';

type Props = { label: string; slide: ConsoleSlide | undefined; index: number | null; count: number; program?: boolean };

/** One of the console's two slide panes: next-up, or PROGRAM (what viewers see while live), with the slide's speaker notes. */
export function SlidePane({ label, slide, index, count, program = false }: Props) {
  const id = `pane-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const shown = slide && index !== null;
  return (
    <figure aria-labelledby={id} style={{ flex: '1 1 260px', margin: 0, minWidth: 0 }}>
      <figcaption id={id}>
        <Typography.Text strong style={program ? { color: '#cf1322' } : undefined}>
          {label}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{shown ? `Slide ${index + 1} of ${count}` : program ? 'Hidden' : 'No slide'}</Typography.Text>
      </figcaption>
      <div style={{ aspectRatio: '16 / 9', background: '#1f1f1f', border: program ? '3px solid #cf1322' : '3px solid #d9d9d9', borderRadius: 6, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {shown && slide.missing ? (
          <Typography.Text role="img" aria-label={`${label}: slide ${index + 1} is missing`} style={{ color: '#fff', padding: 12, textAlign: 'center' }}>
            <WarningOutlined aria-hidden /> {livetoolMessages.slideMissing(index)}
          </Typography.Text>
        ) : shown ? (
          <img src={slide.url} alt={`${label}: slide ${index + 1}`} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography.Text style={{ color: '#fff' }}>{program ? 'No slide on PROGRAM' : 'No slide'}</Typography.Text>
        )}
      </div>
      {shown && (
        <section aria-label={`Notes of ${label}`}>
          <Typography.Paragraph type={slide.notes ? undefined : 'secondary'} style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {slide.notes || livetoolMessages.noNotes}
          </Typography.Paragraph>
        </section>
      )}
    </figure>
  );
}
