import type { PageComponent } from '@domain/pages/component';
import { showsIn } from '@domain/pages/component';
import type { PageState } from '@domain/pages/page-states';
import { BlockFrame } from './BlockFrame';
import { ComponentView } from './ComponentView';
import './site.css';

export type SitePageData = { title: string; template: string; components: PageComponent[] };

/**
 * A page as its viewers see it in a state: the components that show in that state, in order, on
 * the template's container (Container: centred and bounded; Fluid container: the full width).
 */
export function SitePage({ page, state, showTitle }: { page: SitePageData; state: PageState; showTitle: boolean }) {
  const shown = page.components.filter((component) => showsIn(component, state));
  return (
    <article className={page.template === 'fluid' ? 'ed-page ed-fluid' : 'ed-page ed-container'}>
      {showTitle && <h1 className="ed-page-title">{page.title}</h1>}
      <div className="ed-row">
        {shown.map((component) => (
          <BlockFrame key={component.id} component={component}>
            <ComponentView component={component} />
          </BlockFrame>
        ))}
      </div>
    </article>
  );
}
