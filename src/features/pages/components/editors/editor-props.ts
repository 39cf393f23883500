import type { ComponentEditor, PageComponent } from '@domain/pages/component';

export type BlockEditorProps = { eventId: string; component: PageComponent; onChange: (component: PageComponent) => void };

/** The component with some of its editor data changed. */
export const withEditor = (component: PageComponent, changes: Partial<ComponentEditor>): PageComponent => ({ ...component, editor: { ...component.editor, ...changes } });
