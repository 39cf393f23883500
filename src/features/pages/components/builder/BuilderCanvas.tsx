import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { componentLabel, showsIn, type PageComponent } from '@domain/pages/component';
import { PAGE_STATE_LABELS, type PageState } from '@domain/pages/page-states';
import { BlockFrame } from '@/ui/site/BlockFrame';
import { ComponentView } from '@/ui/site/ComponentView';
import '@/ui/site/site.css';

/** The device widths of the builder's toolbar (spec 002 section 2); full is the canvas's own width. */
export const DEVICE_WIDTHS = { full: null, desktop: 1280, tablet: 820, mobile: 375 } as const;
export type Device = keyof typeof DEVICE_WIDTHS;

type RowProps = { component: PageComponent; index: number; state: PageState; editable: boolean; onEdit: () => void; onDelete: () => void };

function Row({ component, index, state, editable, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: component.id, disabled: !editable });
  const label = componentLabel(component);
  const shown = showsIn(component, state);
  return (
    <li ref={setNodeRef} className="builder-row" data-testid="builder-row" data-block-id={component.id} style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      <Flex className="builder-row-bar" align="center" gap={8} wrap>
        {editable && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="builder-handle"
            {...attributes}
            {...listeners}
            aria-label={`Move ${label}, row ${index + 1}. Press space to pick up, arrow keys to move, space to drop.`}
          >
            <HolderOutlined aria-hidden />
          </button>
        )}
        <Typography.Text strong>{label}</Typography.Text>
        {component.customStates && <Tag>{component.params.states.map((s) => PAGE_STATE_LABELS[s]).join(', ') || 'No state'}</Tag>}
        {!shown && <Tag color="orange">Hidden in {PAGE_STATE_LABELS[state]}</Tag>}
        <span style={{ flex: 1 }} />
        {editable && (
          <>
            <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={`Edit ${label}, row ${index + 1}`}>
              Edit
            </Button>
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-label={`Delete ${label}, row ${index + 1}`}>
              Delete
            </Button>
          </>
        )}
      </Flex>
      <div className={`builder-preview ed-site${shown ? '' : ' builder-preview-hidden'}`} inert>
        <div className="ed-row">
          <BlockFrame component={component}>
            <ComponentView component={component} />
          </BlockFrame>
        </div>
      </div>
    </li>
  );
}

type Props = {
  components: PageComponent[];
  state: PageState;
  device: Device;
  editable: boolean;
  colors: { mainColor: string; backgroundColor: string };
  onReorder: (components: PageComponent[]) => void;
  onEdit: (component: PageComponent) => void;
  onDelete: (component: PageComponent) => void;
};

/**
 * The page's rows in order, each with its preview in the chosen state and device width; rows are
 * reordered by dragging their handle or from the keyboard (@dnd-kit), edited and deleted.
 */
export function BuilderCanvas({ components, state, device, editable, colors, onReorder, onEdit, onDelete }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = components.map((c) => c.id);
  // dnd-kit would read out the blocks' ids; say the block and its row instead.
  const block = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    return `${componentLabel(components[index])}, row ${index + 1},`;
  };
  const row = (id: UniqueIdentifier) => `row ${ids.indexOf(String(id)) + 1}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${block(active.id)} to move.`,
    onDragOver: ({ active, over }) => (over ? `${block(active.id)} is over ${row(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${block(active.id)} was dropped at ${row(over.id)}.` : undefined),
    onDragCancel: ({ active }) => `Moving ${block(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(components, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const width = DEVICE_WIDTHS[device];
  return (
    <div className="builder-canvas" style={{ maxWidth: width ?? undefined, ['--ed-main' as string]: colors.mainColor, ['--ed-background' as string]: colors.backgroundColor }}>
      {components.length === 0 ? (
        <Empty description="This page has no components yet: choose one from the component library." />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={components.map((c) => c.id)} strategy={verticalListSortingStrategy}>
            <ol className="builder-rows" aria-label="Page components">
              {components.map((component, index) => (
                <Row
                  key={component.id}
                  component={component}
                  index={index}
                  state={state}
                  editable={editable}
                  onEdit={() => onEdit(component)}
                  onDelete={() => onDelete(component)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
