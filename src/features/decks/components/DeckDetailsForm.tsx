import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { DECK_DESCRIPTION_MAX_LENGTH, DECK_TITLE_MAX_LENGTH, deckDetails, deckMessages } from '@domain/decks/deck';
import { messageForError } from '@/lib/errors/error-catalogue';
import { useToasts } from '@/ui/use-toasts';
import { useSaveDeckDetails } from '../api/deck-mutations';
import type { Deck } from '../model/deck-row';

/** Edit deck's title and description (issue 30), saved by their own button; the slides autosave apart. */
export function DeckDetailsForm({ eventId, deck }: { eventId: string; deck: Deck }) {
  const [title, setTitle] = useState(deck.title);
  const [description, setDescription] = useState(deck.description);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const toasts = useToasts();
  const save = useSaveDeckDetails(eventId, { onSuccess: () => toasts.success(deckMessages.detailsSaved) });
  const changed = title !== deck.title || description !== deck.description;
  const submit = () => {
    const details = deckDetails(title, description, deck.presentations[0]?.name ?? deck.title);
    if ('problem' in details) return setProblem(details.problem);
    setProblem(null);
    setTitle(details.title);
    // Spec 002 section 8: create or edit failures show the raw error in an error panel.
    save.mutate({ deckId: deck.id, ...details }, { onError: (error) => setProblem(messageForError(error)) });
  };
  return (
    <Flex vertical gap={8} style={{ margin: '8px 0' }}>
      <label htmlFor={`${ids}-title`}>
        <Typography.Text>Title</Typography.Text>
      </label>
      <Input
        id={`${ids}-title`}
        value={title}
        maxLength={DECK_TITLE_MAX_LENGTH}
        onChange={(e) => setTitle(e.target.value)}
        placeholder="Made from the first file when left blank"
      />
      <label htmlFor={`${ids}-description`}>
        <Typography.Text>Description</Typography.Text>
      </label>
      <Input.TextArea
        id={`${ids}-description`}
        value={description}
        maxLength={DECK_DESCRIPTION_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => setDescription(e.target.value)}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Flex justify="end">
        <Button onClick={submit} disabled={!changed} loading={save.isPending}>
          Save title and description
        </Button>
      </Flex>
    </Flex>
  );
}
