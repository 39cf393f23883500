import { z } from 'zod';

/** The event fields the shell shows; odd values fall back instead of hiding the event. */
const eventSchema = z.object({
  title: z.string().catch(''),
  slug: z.string().catch(''),
  state: z.string().nullable().catch(null),
  date: z.date().nullable().catch(null),
  status: z.string().nullable().catch(null),
});

export type EventSummary = z.output<typeof eventSchema> & { id: string };

export function toEventSummary(id: string, data: unknown): EventSummary {
  return { ...eventSchema.parse(data ?? {}), id };
}

/** Spec 000 section 3: "created" is ready; any other status means the event is still being made. */
export function isEventReady(event: EventSummary): boolean {
  return event.status === null || event.status === 'created';
}

/** Newest first, undated last (spec 000 section 2.5's default order). */
export function byDateNewestFirst(a: EventSummary, b: EventSummary): number {
  return (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity) || a.title.localeCompare(b.title);
}
