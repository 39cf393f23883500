/**
 * The states a page and a component are shown in (spec 002 section 4). They are the event's own
 * states: the page builder's state selector previews the page as the site shows it in each, and
 * the site shows what the event's current state selects. The event state `hidden` is labelled
 * "Hidden on-demand" here, as the builder names it. No zod: the public site imports this.
 */
import { EVENT_STATES, type EventState } from '../events/event-rules';

export type PageState = EventState;
export const PAGE_STATES: readonly PageState[] = EVENT_STATES;

export const PAGE_STATE_LABELS: Readonly<Record<PageState, string>> = {
  prelive: 'Prelive',
  live: 'Live',
  'on-demand': 'On-demand',
  hidden: 'Hidden on-demand',
};

/** The builder's state selector: 0 Prelive, 1 Live, 2 On-demand, 3 Hidden On-demand (spec 002 section 4). */
export const BUILDER_STATES: readonly PageState[] = ['prelive', 'live', 'on-demand', 'hidden'];
/** The selector starts on Live. */
export const DEFAULT_BUILDER_STATE_INDEX = 1;

export function isPageState(value: unknown): value is PageState {
  return typeof value === 'string' && (PAGE_STATES as readonly string[]).includes(value);
}

