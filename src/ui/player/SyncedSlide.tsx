/**
 * The slide that belongs to the moment on the viewer's screen (issue 14): the last cut at or
 * before the program date-time the player shows, whatever the viewer's delay behind live, and
 * the chapter that moment is in. Free of antd: the public site imports it.
 */
import type { Ref } from 'react';
import { chapterAt, slideAt, type CueLog } from '@domain/livetool/stream-cues';

export const NO_SLIDE = 'No slide is shown at this moment of the stream.';


type Props = { log: CueLog; moment: number | null; large?: boolean; ref?: Ref<HTMLElement> };

/** `ref`: the figure, whose data-program-time the player may keep current between renders. */
export function SyncedSlide({ log, moment, large = false, ref }: Props) {
  const slide = moment === null ? null : slideAt(log, moment);
  const chapter = moment === null ? null : chapterAt(log, moment);
  return (
    <figure ref={ref} className="ed-synced-slide" aria-label="Slide" data-program-time={moment ?? undefined} style={{ flex: large ? '1 1 100%' : '1 1 300px', margin: 0, minWidth: 0 }}>
      {slide ? (
        <img src={slide.url} alt={`Slide ${slide.index + 1}`} style={{ display: 'block', width: '100%', aspectRatio: slide.aspectRatio, objectFit: 'contain', background: '#f0f0f0', borderRadius: 8 }} />
      ) : (
        <p style={{ margin: 0, opacity: 0.75 }}>{NO_SLIDE}</p>
      )}
      {chapter && (
        <figcaption style={{ marginTop: 8 }}>
          <strong>Chapter: {chapter.title}</strong>
          {chapter.description && <span style={{ display: 'block' }}>{chapter.description}</span>}
        </figcaption>
      )}
    </figure>
  );
}
