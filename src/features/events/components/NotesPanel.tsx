import { Card, Flex, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NOTES_MAX_LENGTH } from '@domain/events/event-notes';
import { messageForError } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useEventNotes } from '../api/use-event-notes';
import { NOTES_SAVE_DELAY_MS } from '../model/dashboard';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

/** The event's notes, saved 500 ms after typing stops (spec 000 sections 7.2 and 9); read-only for viewers. */
export function NotesPanel({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const notes = useEventNotes(eventId, canEdit);
  // The user's own text while they type or it is being saved; otherwise the stored text shows.
  const [draft, setDraft] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The text just saved and the stored text when its save answered: the draft gives way once the
  // stored text moved on from that (the listener can hear of the write after the write answers).
  const [handedOver, setHandedOver] = useState<{ text: string; storedThen: string | null } | null>(null);
  const stored = notes.status === 'success' ? notes.data.notes : null;

  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const draftGaveWay = handedOver !== null && draft === handedOver.text && (stored === handedOver.text || stored !== handedOver.storedThen);

  if (notes.status === 'pending') return <PageSpinner label="Loading notes" />;
  if (notes.status === 'error') return <ErrorAlert error={notes.error} />;
  const readOnly = !canEdit || notes.data.disabled;

  const onChange = (text: string) => {
    setDraft(text);
    setHandedOver(null);
    setSave({ kind: 'saving' });
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => {
      notes.save(text).then(
        () => {
          setSave({ kind: 'saved' });
          // Typing since then keeps the draft: only the text just saved gives way to the stored one.
          setHandedOver({ text, storedThen: stored });
        },
        (error: unknown) => setSave({ kind: 'failed', error }),
      );
    }, NOTES_SAVE_DELAY_MS);
  };

  return (
    <Card size="small" title={<label htmlFor="event-notes">Notes</label>}>
      <Flex vertical gap={4}>
        <Input.TextArea
          id="event-notes"
          value={draft !== null && !draftGaveWay ? draft : notes.data.notes}
          readOnly={readOnly}
          maxLength={NOTES_MAX_LENGTH}
          autoSize={{ minRows: 4, maxRows: 16 }}
          onChange={(event) => onChange(event.target.value)}
        />
        <Typography.Text type={save.kind === 'failed' ? 'danger' : 'secondary'} role="status" aria-live="polite">
          {save.kind === 'saving' && 'Saving…'}
          {save.kind === 'saved' && 'Saved'}
          {save.kind === 'failed' && messageForError(save.error)}
          {save.kind === 'idle' && readOnly && 'Read only'}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
