import type { PageComponent } from '@domain/pages/component';
import { BLOCK_VIEWS } from './blocks/registry';

/** One block's content by its type (spec 002 section 2; the views are in blocks/registry.tsx). */
export function ComponentView({ component }: { component: PageComponent }) {
  const View = BLOCK_VIEWS[component.type];
  return <View component={component} />;
}
