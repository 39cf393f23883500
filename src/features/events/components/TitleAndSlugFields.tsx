import { Form, Input } from 'antd';
import { useState } from 'react';
import { SLUG_CHECK_FAILED, SLUG_TAKEN, deriveSlug, validateSlug, validateTitle } from '@domain/events/event-rules';
import { useSlugAvailability, type SlugAvailability } from '@/lib/events/use-slug-availability';

/**
 * The title and slug of a new event, shared by the Add event and Duplicate event forms (spec 000
 * sections 2.8 and 5): the slug follows the title until the user edits the slug, its uniqueness
 * is asked SLUG_CHECK_DELAY_MS after typing stops, and a slug the server found taken on submit
 * stays marked until it changes.
 */
export function useTitleAndSlug(initialTitle = '') {
  const [title, setTitle] = useState(initialTitle);
  const [slug, setSlug] = useState(() => deriveSlug(initialTitle));
  const [slugEdited, setSlugEdited] = useState(false);
  // A prefilled title is shown with its messages at once; an empty form waits for typing.
  const [touched, setTouched] = useState(initialTitle !== '');
  // A slug someone else claimed between the check and the submit.
  const [takenSlug, setTakenSlug] = useState<string | null>(null);
  const availability = useSlugAvailability(slug);

  const titleProblem = validateTitle(title);
  const slugProblem = validateSlug(slug);
  const takenOnSubmit = takenSlug === slug;
  return {
    title,
    slug,
    touched,
    titleProblem,
    slugProblem,
    availability,
    takenOnSubmit,
    /** Title and slug may be submitted: valid, and the slug was found free. */
    ready: !titleProblem && !slugProblem && availability === 'available' && !takenOnSubmit,
    changeTitle(value: string) {
      setTitle(value);
      setTouched(true);
      if (!slugEdited) setSlug(deriveSlug(value));
    },
    changeSlug(value: string) {
      setSlug(value);
      setSlugEdited(true);
      setTouched(true);
    },
    markTaken: setTakenSlug,
  };
}

export type TitleAndSlug = ReturnType<typeof useTitleAndSlug>;

function slugFeedback(problem: string | null, availability: SlugAvailability, takenOnSubmit: boolean) {
  if (problem) return { validateStatus: 'error' as const, help: problem };
  if (takenOnSubmit || availability === 'taken') return { validateStatus: 'error' as const, help: SLUG_TAKEN };
  if (availability === 'failed') return { validateStatus: 'error' as const, help: SLUG_CHECK_FAILED };
  if (availability === 'checking') return { validateStatus: 'validating' as const, help: undefined };
  if (availability === 'available') return { validateStatus: 'success' as const, help: undefined };
  return { validateStatus: undefined, help: undefined };
}

/** The Title and Slug fields of a form; `idPrefix` keeps two forms' ids apart. */
export function TitleAndSlugFields({ idPrefix, fields }: { idPrefix: string; fields: TitleAndSlug }) {
  const { title, slug, touched, titleProblem, slugProblem, availability, takenOnSubmit } = fields;
  const slugState = touched ? slugFeedback(slugProblem, availability, takenOnSubmit) : { validateStatus: undefined, help: undefined };
  return (
    <>
      <Form.Item label="Title" htmlFor={`${idPrefix}-title`} validateStatus={touched && titleProblem ? 'error' : undefined} help={touched ? titleProblem : undefined}>
        <Input id={`${idPrefix}-title`} autoFocus value={title} onChange={(e) => fields.changeTitle(e.target.value)} aria-required />
      </Form.Item>
      <Form.Item label="Slug" htmlFor={`${idPrefix}-slug`} hasFeedback {...slugState}>
        <Input id={`${idPrefix}-slug`} value={slug} onChange={(e) => fields.changeSlug(e.target.value)} aria-required />
      </Form.Item>
    </>
  );
}
