import { Button, Checkbox, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { DEFAULT_LANGUAGE, DUPLICABLE_COLLECTIONS, LANGUAGES, type DuplicableCollection, type LanguageCode } from '@domain/events/event-rules';
import { errorCode } from '@/lib/errors/error-catalogue';
import { Dialog } from '@/ui/Dialog';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useToasts } from '@/ui/use-toasts';
import { useDuplicateEvent } from '../api/duplicate-event';
import type { CreatedEvent } from '../model/my-event-row';
import { TitleAndSlugFields, useTitleAndSlug } from './TitleAndSlugFields';

/** The event to copy, as the row shows it. */
export type DuplicateSource = { id: string; title: string; language: LanguageCode | null };

type Props = {
  source: DuplicateSource | null;
  onClose: () => void;
  onDuplicated: (event: CreatedEvent) => void;
};

const COLLECTION_LABELS: Readonly<Record<DuplicableCollection, string>> = {
  streams: 'Streams',
  polls: 'Polls',
  chats: 'Chats',
  zooms: 'Zoom meetings',
  menus: 'Menus',
  pages: 'Pages',
};
const collectionOptions = DUPLICABLE_COLLECTIONS.map((name) => ({ value: name, label: COLLECTION_LABELS[name] }));

/** The title a copy starts with; the user changes it as they like. */
export const copyTitle = (title: string) => `Copy of ${title.trim() || 'event'}`;

/** The Duplicate event modal of spec 000 section 2.8: title, slug, language and the collections to copy. */
export function DuplicateEventModal({ source, onClose, onDuplicated }: Props) {
  return (
    <Dialog open={source !== null} title="Duplicate event" footer={null} onCancel={onClose}>
      {source && <DuplicateEventForm source={source} onClose={onClose} onDuplicated={onDuplicated} />}
    </Dialog>
  );
}

function DuplicateEventForm({ source, onClose, onDuplicated }: Omit<Props, 'source'> & { source: DuplicateSource }) {
  const fields = useTitleAndSlug(copyTitle(source.title));
  const [language, setLanguage] = useState<LanguageCode>(source.language ?? DEFAULT_LANGUAGE);
  // Everything is copied unless the user leaves something out (spec 000 section 9's list).
  const [collections, setCollections] = useState<DuplicableCollection[]>([...DUPLICABLE_COLLECTIONS]);
  const toasts = useToasts();
  // A failure is shown in the form: a slug taken meanwhile belongs next to the slug field.
  const duplicate = useDuplicateEvent({
    onSuccess: (eventId, input) => {
      toasts.success('Event duplicated.');
      onDuplicated({ id: eventId, title: input.title.trim(), slug: input.slug });
      onClose();
    },
    onError: (error, input) => {
      if (errorCode(error) === 'already-exists') fields.markTaken(input.slug);
    },
  });

  // Spec 000 section 5: duplicating needs a title and a slug.
  const canDuplicate = fields.ready && !duplicate.isPending;
  const failure = duplicate.isError && errorCode(duplicate.error) !== 'already-exists' ? duplicate.error : null;
  const submit = () => {
    if (!canDuplicate) return;
    const { title, slug } = fields;
    duplicate.mutate({ eventId: source.id, title, slug, language, collections });
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <TitleAndSlugFields idPrefix="duplicate-event" fields={fields} />
      <Form.Item label="Language" htmlFor="duplicate-event-language">
        <Select id="duplicate-event-language" virtual={false} value={language} onChange={setLanguage} options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))} />
      </Form.Item>
      <Form.Item label={<span id="duplicate-event-collections">Copy</span>}>
        <Checkbox.Group
          aria-labelledby="duplicate-event-collections"
          options={collectionOptions}
          value={collections}
          // The options' order, whatever order they were ticked in.
          onChange={(checked) => setCollections(DUPLICABLE_COLLECTIONS.filter((name) => checked.includes(name)))}
        />
      </Form.Item>
      {failure && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={failure} />
        </div>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={!canDuplicate} loading={duplicate.isPending}>
          Duplicate
        </Button>
      </Flex>
    </Form>
  );
}
