/**
 * The event's agenda (spec 002 sections 2, 3 and 7): items listed newest first, each edited on
 * /agenda/{id}. The spec names title, createdAt and eventID and shows nothing further; an agenda
 * without times and speakers is of little use, so an item also holds when it starts (required:
 * issue 30 saw items saved with an empty time) and ends (optional), which of the event's presenters speak, and the deck shown during it (the Decks
 * table links each deck to its items). The server checks every save.
 */
import { z } from 'zod';

export const AGENDA = (eventId: string) => `events/${eventId}/agenda`;
export const AGENDA_ITEM = (eventId: string, itemId: string) => `${AGENDA(eventId)}/${itemId}`;

export const agendaLimits = { titleMaxLength: 300, maxPresenters: 50 } as const;

export const agendaMessages = {
  titleRequired: 'Please give a title for the agenda item',
  startRequired: 'Please give the time the agenda item starts',
  endBeforeStart: 'The end must be after the start',
  unknownPresenter: 'A chosen presenter no longer exists.',
  unknownDeck: 'The chosen deck no longer exists.',
  added: 'Agenda item added!',
  updated: 'Agenda item updated!',
  deleted: 'Agenda item deleted!',
  deleteFailed: 'Error removing agenda item: ',
  none: 'No agenda items',
  noItem: 'This agenda item no longer exists.',
} as const;

/** A moment as milliseconds since 1970, within years 2000-2100, or null for none. */
const moment = z.number().int().min(Date.UTC(2000, 0, 1)).max(Date.UTC(2100, 0, 1)).nullable();

/** What the form sends; the server adds eventID, createdAt and createdBy. */
export const agendaInputSchema = z
  .object({
    title: z.string().max(agendaLimits.titleMaxLength, `A title can be at most ${agendaLimits.titleMaxLength} characters.`),
    startsAt: moment,
    endsAt: moment,
    presenters: z.array(z.string().min(1).max(200)).max(agendaLimits.maxPresenters),
    /** The deck shown during the item; left out or null for none. */
    deck: z.string().min(1).max(200).nullable().optional(),
  })
  .strict();

export type AgendaInput = z.infer<typeof agendaInputSchema>;

/** The rules the schema cannot say, each with its message: a title that is not only spaces, a start, and an end after it. */
export function agendaProblem(input: AgendaInput): string | null {
  if (input.title.trim() === '') return agendaMessages.titleRequired;
  if (input.startsAt === null) return agendaMessages.startRequired;
  if (input.startsAt !== null && input.endsAt !== null && input.endsAt <= input.startsAt) return agendaMessages.endBeforeStart;
  return null;
}
