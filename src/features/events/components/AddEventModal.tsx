import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, SLUG_TAKEN, deriveSlug, validateSlug, validateTitle, type LanguageCode } from '../../../../domain/events/event-rules';
import { errorCode } from '../../../lib/errors/error-catalogue';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SLUG_CHECK_FAILED, useSlugAvailability, type SlugAvailability } from '../api/check-event-slug';
import { useCreateEvent } from '../api/create-event';
import type { CreatedEvent } from '../model/my-event-row';

export type OrganizationChoice = { id: string; name: string };

type Props = {
  open: boolean;
  /** The organisations the user owns: only an owner creates events in one (spec 000 section 6). */
  organizations: OrganizationChoice[];
  onClose: () => void;
  onCreated: (event: CreatedEvent) => void;
};

/** The Select's value for "No organisation". */
const NO_ORGANIZATION = '';

/** The Add event modal of spec 000 sections 2.8 and 4.6. */
export function AddEventModal({ open, organizations, onClose, onCreated }: Props) {
  return (
    <Modal open={open} title="Add event" footer={null} onCancel={onClose} destroyOnHidden>
      {open && <AddEventForm organizations={organizations} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function slugFeedback(problem: string | null, availability: SlugAvailability, takenOnCreate: boolean) {
  if (problem) return { validateStatus: 'error' as const, help: problem };
  if (takenOnCreate || availability === 'taken') return { validateStatus: 'error' as const, help: SLUG_TAKEN };
  if (availability === 'failed') return { validateStatus: 'error' as const, help: SLUG_CHECK_FAILED };
  if (availability === 'checking') return { validateStatus: 'validating' as const, help: undefined };
  if (availability === 'available') return { validateStatus: 'success' as const, help: undefined };
  return { validateStatus: undefined, help: undefined };
}

function AddEventForm({ organizations, onClose, onCreated }: Omit<Props, 'open'>) {
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  // The slug follows the title until the user edits the slug field (spec 000 section 2.8).
  const [slugEdited, setSlugEdited] = useState(false);
  const [touched, setTouched] = useState(false);
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [organizationId, setOrganizationId] = useState(NO_ORGANIZATION);
  // A slug someone else claimed between the check and the creation.
  const [takenSlug, setTakenSlug] = useState<string | null>(null);
  const availability = useSlugAvailability(slug);
  const create = useCreateEvent({
    onSuccess: (eventId, input) => {
      onCreated({ id: eventId, title: input.title.trim(), slug: input.slug });
      onClose();
    },
    onError: (error, input) => {
      if (errorCode(error) === 'already-exists') setTakenSlug(input.slug);
    },
  });

  const titleProblem = validateTitle(title);
  const slugProblem = validateSlug(slug);
  const takenOnCreate = takenSlug === slug;
  const canCreate = !titleProblem && !slugProblem && availability === 'available' && !takenOnCreate && !create.isPending;
  const slugState = touched ? slugFeedback(slugProblem, availability, takenOnCreate) : { validateStatus: undefined, help: undefined };
  const failure = create.isError && errorCode(create.error) !== 'already-exists' ? create.error : null;

  const changeTitle = (value: string) => {
    setTitle(value);
    setTouched(true);
    if (!slugEdited) setSlug(deriveSlug(value));
  };
  const changeSlug = (value: string) => {
    setSlug(value);
    setSlugEdited(true);
    setTouched(true);
  };
  const submit = () => {
    if (!canCreate) return;
    create.mutate({ title, slug, language, organizationId: organizationId === NO_ORGANIZATION ? null : organizationId });
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label="Title" htmlFor="add-event-title" validateStatus={touched && titleProblem ? 'error' : undefined} help={touched ? titleProblem : undefined}>
        <Input id="add-event-title" autoFocus value={title} onChange={(e) => changeTitle(e.target.value)} aria-required />
      </Form.Item>
      <Form.Item label="Slug" htmlFor="add-event-slug" hasFeedback {...slugState}>
        <Input id="add-event-slug" value={slug} onChange={(e) => changeSlug(e.target.value)} aria-required />
      </Form.Item>
      <Form.Item label="Language" htmlFor="add-event-language">
        <Select id="add-event-language" virtual={false} value={language} onChange={setLanguage} options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))} />
      </Form.Item>
      <Form.Item label="Organisation" htmlFor="add-event-organization">
        <Select
          id="add-event-organization"
          virtual={false}
          value={organizationId}
          onChange={setOrganizationId}
          options={[{ value: NO_ORGANIZATION, label: 'No organisation' }, ...organizations.map((o) => ({ value: o.id, label: o.name }))]}
        />
      </Form.Item>
      {failure && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={failure} />
        </div>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={!canCreate} loading={create.isPending}>
          Create
        </Button>
      </Flex>
    </Form>
  );
}
