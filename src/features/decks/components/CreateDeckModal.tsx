import { Alert, Checkbox, Empty, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { deckMessages } from '@domain/decks/deck';
import { messageForError } from '@/lib/errors/error-catalogue';
import { useToasts } from '@/ui/use-toasts';
import { useCreateDeck } from '../api/deck-mutations';
import type { Presentation } from '../api/use-decks';

/**
 * "Create deck" (spec 002 sections 2 and 5): a title (blank: made from the first file's name) and
 * the presentations whose slides it takes, in the order they are ticked.
 */
export function CreateDeckModal({ eventId, uid, presentations, onClose }: { eventId: string; uid: string; presentations: Presentation[]; onClose(): void }) {
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const toasts = useToasts();
  const create = useCreateDeck(eventId, uid, { onSuccess: () => toasts.success(deckMessages.created) });
  const ready = presentations.filter((p) => p.ready && p.slides.length > 0);
  const submit = () => {
    const picked = chosen.map((id) => ready.find((p) => p.id === id)).filter((p): p is Presentation => p !== undefined);
    if (picked.length === 0) return setProblem(deckMessages.selectPresentations);
    setProblem(null);
    create.mutate({ title, presentations: picked }, { onSuccess: onClose, onError: (error) => setProblem(error instanceof Error && !('code' in error) ? error.message : messageForError(error)) });
  };
  return (
    <Modal open title="Create deck" okText="Create" onOk={submit} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Flex vertical gap={12}>
        <label>
          <Typography.Text>Title</Typography.Text>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Made from the first file when left blank" />
        </label>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Typography.Text>Presentations</Typography.Text>
          </legend>
          {ready.length === 0 ? (
            <Empty description="No presentations" />
          ) : (
            <Flex vertical gap={4}>
              {ready.map((p) => (
                <Checkbox
                  key={p.id}
                  checked={chosen.includes(p.id)}
                  onChange={(e) => setChosen((ids) => (e.target.checked ? [...ids, p.id] : ids.filter((id) => id !== p.id)))}
                >
                  {p.name} ({p.slides.length} slides){chosen.includes(p.id) ? ` #${chosen.indexOf(p.id) + 1}` : ''}
                </Checkbox>
              ))}
            </Flex>
          )}
        </fieldset>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Flex>
    </Modal>
  );
}
