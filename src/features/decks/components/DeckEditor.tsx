import { DeleteOutlined, HolderOutlined, WarningOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Empty, Flex, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import { AUTOPLAY_SPEED_MAX, deckMessages, isMissing, type DeckSlide, type PresentIds } from '@domain/decks/deck';
import { useUnsavedChangesPrompt } from '@/ui/use-unsaved-changes-prompt';
import { useDeckAutosave, type SaveState } from '../api/use-deck-autosave';
import type { Deck } from '../model/deck-row';
import { DeckDetailsForm } from './DeckDetailsForm';

const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  error: deckMessages.saveFailed,
  conflict: deckMessages.conflict,
};

const slideKey = (slide: DeckSlide) => `${slide.presentation}|${slide.url}`;

type SlideRowProps = { slide: DeckSlide; position: number; missing: boolean; onNotes(notes: string): void; onRemove(): void };

function SlideRow({ slide, position, missing, onNotes, onRemove }: SlideRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: slideKey(slide) });
  return (
    <li ref={setNodeRef} className="deck-slide" style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }} aria-label={`Slide ${position}`}>
      <Button ref={setActivatorNodeRef} type="text" icon={<HolderOutlined />} aria-label={`Move slide ${position}`} {...attributes} {...listeners} />
      {missing ? (
        <span className="deck-slide-missing" role="img" aria-label={`Slide ${position} is missing: ${slide.presentationTitle} was deleted`}>
          <WarningOutlined aria-hidden /> Missing
        </span>
      ) : (
        <img src={slide.url} alt={`Slide ${position} of ${slide.presentationTitle}`} />
      )}
      <Flex vertical style={{ flex: 1 }} gap={4}>
        <Typography.Text type="secondary">
          {position}. {slide.presentationTitle}
        </Typography.Text>
        <Input.TextArea aria-label={`Notes of slide ${position}`} value={slide.notes} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => onNotes(e.target.value)} />
      </Flex>
      <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Remove slide ${position}`} onClick={onRemove} />
    </li>
  );
}

/**
 * Spec 002 sections 2 and 4: the title and description; reorder slides by drag (or keyboard), edit
 * notes, remove; autosaved. Slides whose presentation was deleted show as missing (`present`).
 */
export function DeckEditor({ eventId, deck, present, onClose }: { eventId: string; deck: Deck; present: PresentIds; onClose(): void }) {
  const { slides, state, edit, reload, retry } = useDeckAutosave(eventId, deck);
  const missing = slides.filter((s) => isMissing(s, present)).length;
  // Autosaved: only an edit still waiting for its save, or one the save failed, would be lost.
  useUnsavedChangesPrompt(state !== 'saved');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = slides.map(slideKey);
  // dnd-kit would read out the raw ids (slide file links with their tokens); say the slide and its place instead.
  const position = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up slide ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `Slide ${position(active.id)} is over position ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Slide ${position(active.id)} was dropped at position ${position(over.id)}.` : undefined),
    onDragCancel: ({ active }) => `Moving slide ${position(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    edit(arrayMove(slides, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <Modal open title={`Edit deck: ${deck.title}`} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width="80%">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text role="status" type={state === 'error' || state === 'conflict' ? 'danger' : undefined}>
          {SAVE_TEXT[state]}
        </Typography.Text>
        {state === 'conflict' && <Button onClick={reload}>Reload the deck</Button>}
        {state === 'error' && <Button onClick={retry}>Try again</Button>}
      </Flex>
      {state === 'conflict' && <Alert type="warning" showIcon title={deckMessages.conflict} style={{ margin: '8px 0' }} />}
      <DeckDetailsForm eventId={eventId} deck={deck} />
      {missing > 0 && (
        <Alert
          type="warning"
          showIcon
          title={deckMessages.missingSlides(missing)}
          action={<Button onClick={() => edit(slides.filter((s) => !isMissing(s, present)))}>{deckMessages.removeMissing}</Button>}
          style={{ margin: '8px 0' }}
        />
      )}
      {/* Spec 002 section 5: the autoplay fields are shown, disabled; slides advance only by an operator or a presenter. */}
      <Flex align="center" wrap gap={8} style={{ margin: '8px 0' }}>
        <Typography.Text>Autoplay</Typography.Text>
        <Switch checked={deck.autoplay} disabled aria-label="Autoplay" />
        <Typography.Text style={{ marginLeft: 8 }}>Autoplay speed</Typography.Text>
        <InputNumber value={deck.autoplaySpeed} min={0} max={AUTOPLAY_SPEED_MAX} disabled aria-label="Autoplay speed" />
      </Flex>
      {slides.length === 0 ? (
        <Empty description="No slides" />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            <ol className="deck-slides" aria-label="Slides">
              {slides.map((slide, i) => (
                <SlideRow
                  key={keys[i]}
                  slide={slide}
                  position={i + 1}
                  missing={isMissing(slide, present)}
                  onNotes={(notes) => edit(slides.map((s, j) => (j === i ? { ...s, notes } : s)))}
                  onRemove={() => edit(slides.filter((_, j) => j !== i))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </Modal>
  );
}
