/**
 * The event's presenters (spec 002 sections 2, 3, 5, 7 and 8): the people a Presenters block and
 * the agenda name. Organisation, email and phone are free text (the spec gives them no format
 * rules); only the name is required. The server checks every save with these rules.
 */
import { z } from 'zod';
import { linkUrl } from '../pages/page-schema';

export const PRESENTERS = (eventId: string) => `events/${eventId}/presenters`;
export const PRESENTER = (eventId: string, presenterId: string) => `${PRESENTERS(eventId)}/${presenterId}`;

export const presenterLimits = { nameMaxLength: 200, textMaxLength: 200 } as const;

export const presenterMessages = {
  nameRequired: 'Please give a name for the presenter',
  formFailed: 'Form failed',
  added: 'Presenter added!',
  updated: 'Presenter updated!',
  deleted: 'Presenter deleted!',
  deleteFailed: 'Error removing presenter: ',
  none: 'No presenters',
  noPresenter: 'This presenter no longer exists.',
} as const;

const text = z.string().max(presenterLimits.textMaxLength, `At most ${presenterLimits.textMaxLength} characters.`);

/** What the add / edit dialog sends; the server adds createdAt and createdBy. */
export const presenterInputSchema = z
  .object({
    name: z.string().max(presenterLimits.nameMaxLength, `A name can be at most ${presenterLimits.nameMaxLength} characters.`),
    organisation: text,
    email: text,
    phone: text,
    /** The picture's address from the media bank, or null for none. */
    thumbnail: z.object({ url: linkUrl }).strict().nullable(),
  })
  .strict();

export type PresenterInput = z.infer<typeof presenterInputSchema>;

/** The rule the schema cannot say: a name that is not only spaces. */
export function presenterProblem(input: Pick<PresenterInput, 'name'>): string | null {
  return input.name.trim() === '' ? presenterMessages.nameRequired : null;
}
