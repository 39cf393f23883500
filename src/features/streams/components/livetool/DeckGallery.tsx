import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { slidesPerRow, type SlideSize } from '@domain/livetool/slide-view';
import type { ConsoleDeck } from '../../api/use-console-decks';

const tile = (aspectRatio: number) => ({ width: '100%', aspectRatio, background: '#f0f0f0' });

type Props = { deck: ConsoleDeck | undefined; nextUp: number; onProgram: number | null; size: SlideSize; follow: boolean };

/**
 * The chosen deck's slides at the operator's slide size (spec 001 section 9), the next-up and
 * PROGRAM ones marked, those whose presentation was deleted shown as missing; with Follow image
 * on, the slide next up stays in view as it moves.
 */
export function DeckGallery({ deck, nextUp, onProgram, size, follow }: Props) {
  const items = useRef<(HTMLLIElement | null)[]>([]);
  useEffect(() => {
    if (follow) items.current[nextUp]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [follow, nextUp, deck?.id]);
  const place = (index: number) => (index === onProgram ? ', on PROGRAM' : index === nextUp ? ', next up' : '');
  if (!deck || deck.slides.length === 0) return <Typography.Paragraph>{livetoolMessages.noDeck}</Typography.Paragraph>;
  return (
    <ol
      aria-label={`Slides of ${deck.title || 'the deck'}`}
      data-slide-size={size}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${slidesPerRow(size)}, minmax(0, 1fr))`, gap: 8, listStyle: 'none', padding: 0, margin: 0, maxHeight: 420, overflowY: 'auto' }}
    >
      {deck.slides.map((slide, index) => (
        <li
          key={index}
          ref={(element) => {
            items.current[index] = element;
          }}
          style={{ border: `2px solid ${index === onProgram ? '#cf1322' : index === nextUp ? '#1677ff' : 'transparent'}`, borderRadius: 4 }}
        >
          {slide.missing ? (
            <span
              role="img"
              aria-label={`Slide ${index + 1}${place(index)} is missing: deleted from the media bank`}
              style={{ ...tile(slide.aspectRatio), display: 'grid', placeItems: 'center' }}
            >
              <WarningOutlined aria-hidden /> Missing
            </span>
          ) : (
            <img src={slide.url} alt={`Slide ${index + 1}${place(index)}`} style={{ ...tile(slide.aspectRatio), display: 'block', objectFit: 'contain' }} />
          )}
        </li>
      ))}
    </ol>
  );
}
