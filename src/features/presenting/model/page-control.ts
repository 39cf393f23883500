import type { Presenting } from '@domain/presenting/presenter-pool';
import { slideControl, slideControlTexts } from '@domain/presenting/slide-control';

/**
 * Where control of the slides is, seen from one page of a presenter link (issue 29): this page,
 * another page opened from the same link (`lost`: one that took it from this page), another
 * presenter, or the operator.
 */
export type PageControl = { at: 'this-page' } | { at: 'other-page'; lost: boolean } | { at: 'presenter'; name: string } | { at: 'operator' };

export function pageControl(presenting: Presenting, linkId: string, seatId: string | null): PageControl {
  const control = slideControl(presenting);
  if (control.by === 'operator') return { at: 'operator' };
  if (control.id !== linkId) return { at: 'presenter', name: control.name };
  if (seatId !== null && presenting.seat === seatId) return { at: 'this-page' };
  return { at: 'other-page', lost: seatId !== null };
}

/** The page's one sentence about control; `mine` is said when this page holds it. */
export function pageControlSentence(control: PageControl, mine: string): string {
  switch (control.at) {
    case 'this-page':
      return mine;
    case 'other-page':
      return control.lost ? slideControlTexts.otherPageTook : slideControlTexts.otherPage;
    case 'presenter':
      return `${control.name} has control of the slides.`;
    case 'operator':
      return slideControlTexts.operatorHolds;
  }
}
