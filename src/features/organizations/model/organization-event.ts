import { z } from 'zod';
import { isEventReady as eventStatusReady } from '@domain/events/event-rules';

/** The event fields the organisation's list shows; odd values fall back instead of hiding the event. */
const eventSchema = z.object({
  title: z.string().catch(''),
  state: z.string().nullable().catch(null),
  date: z.date().nullable().catch(null),
  status: z.string().nullable().catch(null),
  tags: z.array(z.string()).catch([]),
});

export type OrganizationEvent = z.output<typeof eventSchema> & { id: string };

export function toOrganizationEvent(id: string, data: unknown): OrganizationEvent {
  return { ...eventSchema.parse(data ?? {}), id };
}

export const isEventReady = (event: OrganizationEvent): boolean => eventStatusReady(event.status);

/** Newest first, undated last. */
export function byDateNewestFirst(a: OrganizationEvent, b: OrganizationEvent): number {
  return (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity) || a.title.localeCompare(b.title);
}

/**
 * The search of spec 000 section 2.5, which the organisation page shares: titles containing the
 * text, case-insensitively; when no title matches, events with a matching tag. Blank text keeps
 * the whole list.
 */
export function searchEvents(events: OrganizationEvent[], text: string): OrganizationEvent[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return events;
  const byTitle = events.filter((e) => e.title.toLowerCase().includes(needle));
  if (byTitle.length > 0) return byTitle;
  return events.filter((e) => e.tags.some((tag) => tag.toLowerCase().includes(needle)));
}
