/**
 * A published page's components as the public site reads them, without zod (the site's light
 * entry imports this): the server checked each component when it was published
 * (page-schema.ts); here a list is read defensively, whatever a document holds, so a damaged
 * entry is left out instead of breaking the page. Missing fields take the defaults.
 */
import { COMPONENT_TYPES, defaultParams, type ComponentEditor, type ComponentType, type PageComponent, type PresenterCard, type Spacing } from './component';
import { isPageState, type PageState } from './page-states';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function spacing(value: unknown): Spacing {
  const s = isObj(value) ? value : {};
  return { top: num(s.top, 0), bottom: num(s.bottom, 0), left: num(s.left, 0), right: num(s.right, 0) };
}

function editorOf(value: unknown): ComponentEditor {
  if (!isObj(value)) return {};
  const editor: Obj = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' || (typeof field === 'number' && Number.isFinite(field))) editor[key] = field;
  }
  return editor as ComponentEditor;
}

function presentersOf(value: unknown): PresenterCard[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObj).map((p) => ({ id: str(p.id), name: str(p.name), organisation: str(p.organisation), thumbnail: str(p.thumbnail) }));
}

export function readComponent(value: unknown): PageComponent | null {
  if (!isObj(value) || typeof value.id !== 'string' || !(COMPONENT_TYPES as readonly unknown[]).includes(value.type)) return null;
  const params = isObj(value.params) ? value.params : {};
  const defaults = defaultParams();
  return {
    id: value.id,
    type: value.type as ComponentType,
    content: str(value.content),
    editor: editorOf(value.editor),
    col: num(value.col, 24),
    offset: num(value.offset, 0),
    cssID: str(value.cssID),
    cssClass: str(value.cssClass),
    customStates: value.customStates === true,
    params: {
      margin: spacing(params.margin),
      padding: spacing(params.padding),
      height: num(params.height, defaults.height),
      backgroundImage: str(params.backgroundImage),
      backgroundImageParrallax: params.backgroundImageParrallax === true,
      backgroundColor: str(params.backgroundColor),
      marginAuto: params.marginAuto === true,
      states: Array.isArray(params.states) ? params.states.filter((s): s is PageState => isPageState(s)) : [],
    },
    presenters: presentersOf(value.presenters),
    streamID: str(value.streamID),
    vod: str(value.vod),
  };
}

/** The readable components of a list, in order (an id seen twice is kept once). */
export function readComponents(value: unknown): PageComponent[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry) => {
    const component = readComponent(entry);
    if (!component || seen.has(component.id)) return [];
    seen.add(component.id);
    return [component];
  });
}
