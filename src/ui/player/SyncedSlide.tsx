import { slideAt, type SlideCue } from '@domain/livetool/slide-cues';

/**
 * The slide that belongs to the moment on the viewer's screen (issue 14): the last cut at or
 * before the program date-time the player shows, whatever the viewer's delay behind live. Drawn
 * by the /watch page and the site's stream blocks (no antd: the site's light entry draws it).
 */
export function SyncedSlide({ cues, moment }: { cues: SlideCue[]; moment: number | null }) {
  const slide = moment === null ? null : slideAt(cues, moment);
  return (
    <figure aria-label="Slide" data-program-time={moment ?? undefined} style={{ flex: '1 1 300px', margin: 0, minWidth: 0 }}>
      {slide ? (
        <img src={slide.url} alt={`Slide ${slide.index + 1}`} style={{ display: 'block', width: '100%', aspectRatio: slide.aspectRatio, objectFit: 'contain', background: '#f0f0f0', borderRadius: 8 }} />
      ) : (
        <span style={{ color: '#595959' }}>No slide is shown at this moment of the stream.</span>
      )}
    </figure>
  );
}
