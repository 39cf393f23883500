import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Typography } from 'antd';
import { previewUrl, type MediaItem } from '../model/media-item';

function SortableChip({ item, index }: { item: MediaItem; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const thumb = previewUrl(item);
  // The handle is inside the item: a list item that is a button is no list item to assistive technology.
  return (
    <li>
      <div
        ref={setNodeRef}
        className="media-selected-chip"
        style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
        {...attributes}
        {...listeners}
        aria-label={`${index + 1}. ${item.name}. Press space to pick up, arrow keys to move, space to drop.`}
      >
        {thumb && <img src={thumb} alt="" />}
        <span>{item.name}</span>
      </div>
    </li>
  );
}

/** The chosen files in the order they will be used; drag (or keyboard) to reorder. */
export function SelectedStrip({ items, onReorder }: { items: MediaItem[]; onReorder(ids: string[]): void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  if (items.length === 0) return null;
  // dnd-kit would read out the items' ids; say the file's name and its place in the order instead.
  const ids = items.map((i) => i.id);
  const named = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? '';
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${items.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${named(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${named(active.id)} is over ${place(over.id)}.` : `${named(active.id)} is no longer over a position.`),
    onDragEnd: ({ active, over }) => (over ? `${named(active.id)} was dropped at ${place(over.id)}.` : `${named(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${named(active.id)} was cancelled; it stays at ${place(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <section aria-label="Selected files" className="media-selected">
      <Typography.Text type="secondary">Selected ({items.length}), in order:</Typography.Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
          <ol className="media-selected-list">
            {items.map((item, i) => (
              <SortableChip key={item.id} item={item} index={i} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
