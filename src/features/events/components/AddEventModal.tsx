import { Button, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@domain/events/event-rules';
import { errorCode } from '@/lib/errors/error-catalogue';
import { Dialog } from '@/ui/Dialog';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useCreateEvent } from '../api/create-event';
import type { CreatedEvent } from '../model/my-event-row';
import { TitleAndSlugFields, useTitleAndSlug } from './TitleAndSlugFields';

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
    <Dialog open={open} title="Add event" footer={null} onCancel={onClose}>
      <AddEventForm organizations={organizations} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function AddEventForm({ organizations, onClose, onCreated }: Omit<Props, 'open'>) {
  const fields = useTitleAndSlug();
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [organizationId, setOrganizationId] = useState(NO_ORGANIZATION);
  const create = useCreateEvent({
    onSuccess: (eventId, input) => {
      onCreated({ id: eventId, title: input.title.trim(), slug: input.slug });
      onClose();
    },
    onError: (error, input) => {
      if (errorCode(error) === 'already-exists') fields.markTaken(input.slug);
    },
  });

  const canCreate = fields.ready && !create.isPending;
  const failure = create.isError && errorCode(create.error) !== 'already-exists' ? create.error : null;
  const submit = () => {
    if (!canCreate) return;
    const { title, slug } = fields;
    create.mutate({ title, slug, language, organizationId: organizationId === NO_ORGANIZATION ? null : organizationId });
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <TitleAndSlugFields idPrefix="add-event" fields={fields} />
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
