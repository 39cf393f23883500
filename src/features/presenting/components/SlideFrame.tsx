import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { presenterTexts } from '@domain/presenting/presenter-link';

/** `missing`: its presentation was deleted from the media bank, and the image with it. */
export type FramedSlide = { url: string; aspectRatio: number; notes?: string; missing?: boolean };

const placeholder = (label: string, text: ReactNode) => (
  <div role="img" aria-label={label} style={{ display: 'grid', placeItems: 'center', aspectRatio: 16 / 9, background: '#f0f0f0', padding: 16 }}>
    <Typography.Text type="secondary">{text}</Typography.Text>
  </div>
);

const deleted = (
  <>
    <WarningOutlined aria-hidden /> {presenterTexts.slideDeleted}
  </>
);

/** One slide image at its own proportions, or a placeholder saying why there is none. */
export function SlideFrame({ slide, label, empty, style }: { slide: FramedSlide | undefined; label: string; empty: ReactNode; style?: CSSProperties }) {
  return (
    <figure style={{ margin: 0, ...style }}>
      {slide?.missing
        ? placeholder(label, deleted)
        : slide && slide.url
          ? <img src={slide.url} alt={label} style={{ display: 'block', width: '100%', aspectRatio: slide.aspectRatio, objectFit: 'contain', background: '#141414' }} />
          : placeholder(label, empty)}
    </figure>
  );
}

/**
 * The deck's slides as buttons, `perRow` to a row (the presenter view's grid has 5, the presenter
 * tool's gallery 4: spec 001 sections 2.5, 2.6 and 9); `onPick` null shows them without choosing.
 */
export function SlideGrid({ slides, perRow, current, onPick, disabled, label }: { slides: FramedSlide[]; perRow: number; current: number | null; onPick: ((index: number) => void) | null; disabled?: boolean; label: string }) {
  return (
    <ol aria-label={label} style={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`, gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
      {slides.map((slide, index) => {
        const name = `Slide ${index + 1}${index === current ? ', current' : ''}${slide.missing ? ', deleted' : ''}`;
        const image = slide.missing ? (
          <span style={{ display: 'grid', placeItems: 'center', aspectRatio: 16 / 9, background: '#f0f0f0', color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>
            <WarningOutlined aria-hidden /> Deleted
          </span>
        ) : (
          <img src={slide.url} alt="" style={{ display: 'block', width: '100%', aspectRatio: slide.aspectRatio, objectFit: 'contain', background: '#f0f0f0' }} />
        );
        const border = `3px solid ${index === current ? '#cf1322' : 'transparent'}`;
        return (
          <li key={index}>
            {onPick ? (
              <button type="button" aria-label={name} aria-current={index === current ? 'true' : undefined} disabled={disabled} onClick={() => onPick(index)} style={{ display: 'block', width: '100%', padding: 0, border, borderRadius: 4, background: 'none', cursor: disabled ? 'wait' : 'pointer' }}>
                {image}
              </button>
            ) : (
              <div role="img" aria-label={name} style={{ border, borderRadius: 4 }}>
                {image}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
