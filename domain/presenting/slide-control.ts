/**
 * Control of a stream's slides is one thing at a time (spec 001 section 4.5, issue 29): a
 * presenter holds it (`presenterControl`) or, when none does, the operators at the console. The
 * console and the server read the holder with `slideControl`; an operator's slide change while a
 * presenter holds it is refused (`operatorRefusal`) unless the operator takes control back on
 * purpose, which the console asks about first.
 */
import type { Presenting } from './presenter-pool';

export type SlideControl = { by: 'operator' } | { by: 'presenter'; id: string; name: string };

/** Who moves the slides now; a holder who left the pool keeps a plain name. */
export function slideControl(presenting: Presenting): SlideControl {
  if (presenting.control === null) return { by: 'operator' };
  const name = presenting.pool.find((m) => m.id === presenting.control)?.name || 'A presenter';
  return { by: 'presenter', id: presenting.control, name };
}

export const slideControlTexts = {
  operatorHolds: 'The operator has control of the slides.',
  presenterHolds: (name: string, slide: number | null) => `${name} has control of the slides${slide === null ? '' : `, on slide ${slide + 1}`}.`,
  takeQuestion: (name: string) => `Take control from ${name}?`,
  takeHint: (name: string) => `${name} is moving the slides. Once you take control, only the console moves them, until ${name} takes control again.`,
  takeButton: 'Take control',
  consoleAsks: 'Cut, Hide, Previous, Next, Change deck and the keys ask before they take control back.',
  operatorRefused: (name: string) => `${name} has control of the slides. Take control from them before you move the slides from the console.`,
  otherPage: 'Another page opened from your presenter link has control of the slides; this page does not move them.',
  otherPageTook: 'Control of the slides moved to another page opened from your presenter link; this page no longer moves them.',
} as const;

/**
 * Why an operator's slide change is refused, or null when it may go ahead: while a presenter holds
 * control only a deliberate take-over (`takeOver`) moves the slides from the console.
 */
export function operatorRefusal(presenting: Presenting, takeOver: boolean): string | null {
  const control = slideControl(presenting);
  return control.by === 'presenter' && !takeOver ? slideControlTexts.operatorRefused(control.name) : null;
}
