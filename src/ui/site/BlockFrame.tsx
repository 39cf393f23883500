import type { CSSProperties, ReactNode } from 'react';
import type { PageComponent, Spacing } from '@domain/pages/component';
import { safeUrl } from './safe-url';

const FULL_WIDTH = 24;
const px = (s: Spacing) => `${s.top}px ${s.right}px ${s.bottom}px ${s.left}px`;

/**
 * One component's place on the page (spec 002 section 2, the component edit drawer): its column
 * span and offset out of 24 (0 spans the row), CSS id and classes, margins and padding, height,
 * background colour and image, with or without parallax.
 */
export function BlockFrame({ component, children }: { component: PageComponent; children: ReactNode }) {
  const { col, offset, cssID, cssClass, params } = component;
  const span = col > 0 ? col : FULL_WIDTH;
  const background = safeUrl(params.backgroundImage);
  const { margin } = params;
  const offsetShare = `${(offset / FULL_WIDTH) * 100}%`;
  const style: CSSProperties = {
    flexBasis: `${(span / FULL_WIDTH) * 100}%`,
    maxWidth: `${(span / FULL_WIDTH) * 100}%`,
    padding: px(params.padding),
    margin: params.marginAuto ? `${margin.top}px auto ${margin.bottom}px` : px(margin),
    ...(offset > 0 && !params.marginAuto ? { marginLeft: `calc(${offsetShare} + ${margin.left}px)` } : {}),
    minHeight: params.height > 0 ? params.height : undefined,
    backgroundColor: params.backgroundColor || undefined,
    backgroundImage: background ? `url("${background.replace(/["\\]/g, '')}")` : undefined,
    backgroundSize: background ? 'cover' : undefined,
    backgroundPosition: background ? 'center' : undefined,
    backgroundAttachment: background && params.backgroundImageParrallax ? 'fixed' : undefined,
  };
  return (
    <div id={cssID || undefined} className={['ed-block', `ed-block-${component.type}`, cssClass].filter(Boolean).join(' ')} style={style} data-component-id={component.id}>
      {children}
    </div>
  );
}
