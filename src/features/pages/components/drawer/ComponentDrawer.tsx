import { App, Button, Drawer, Flex, Form } from 'antd';
import { useState } from 'react';
import { componentLabel, componentMessages, componentProblem, type PageComponent } from '@domain/pages/component';
import { componentSchema } from '@domain/pages/page-schema';
import { BlockEditor } from '../editors/BlockEditor';
import { CommonFields } from './CommonFields';

type Props = { eventId: string; component: PageComponent | null; onUpdate: (component: PageComponent) => void; onClose: () => void };

/** Width of the component edit drawer (spec 002 section 9). */
const DRAWER_WIDTH = 600;

/** The first thing that keeps the component from being saved: a rule of the drawer, else a field's own. */
function updateProblem(component: PageComponent): string | null {
  const rule = componentProblem(component);
  if (rule) return rule;
  const parsed = componentSchema.safeParse(component);
  return parsed.success ? null : parsed.error.issues[0].message;
}

function ComponentForm({ eventId, initial, onUpdate, onClose }: { eventId: string; initial: PageComponent; onUpdate: Props['onUpdate']; onClose: () => void }) {
  const { message } = App.useApp();
  const [component, setComponent] = useState(initial);
  const statesMissing = component.customStates && component.params.states.length === 0;

  const update = () => {
    const problem = updateProblem(component);
    if (problem) return void message.error(problem);
    onUpdate(component);
    onClose();
  };

  return (
    <Drawer
      open
      size={DRAWER_WIDTH}
      title={`Edit ${componentLabel(component)}`}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" onClick={update} disabled={statesMissing} title={statesMissing ? componentMessages.statesNeeded : undefined}>
            Update
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <BlockEditor eventId={eventId} component={component} onChange={setComponent} />
        <CommonFields eventId={eventId} component={component} onChange={setComponent} />
      </Form>
    </Drawer>
  );
}

/** The component edit drawer: the block's own editor and the fields every block has; Update applies them to the draft. */
export function ComponentDrawer({ eventId, component, onUpdate, onClose }: Props) {
  if (!component) return null;
  return <ComponentForm key={component.id} eventId={eventId} initial={component} onUpdate={onUpdate} onClose={onClose} />;
}
