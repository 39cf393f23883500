/**
 * A page's components (spec 002 sections 2 "Component palette", 3 "Component", 5 and 9): their
 * shape, the palette that creates them, their defaults and their limits. Shared by the builder,
 * the server (which checks every published component again) and the public site, which imports
 * this module: no zod here (the schema is component-schema.ts).
 */
import { newDocumentId } from '../documents/paths';
import type { PageState } from './page-states';

export const COMPONENT_TYPES = [
  'sendmessage',
  'sbs',
  'prelive-image',
  'mce',
  'tinymce',
  'container-sbs',
  'vod',
  'theater',
  'stream',
  'presenters',
  'hr',
  'List',
  'bg-video',
  'textImage',
  // Polls (issue 16): the event's poll to vote in.
  'poll',
  // Issue 29: a chat's approved messages, live, with the Send Message box when the chat takes messages.
  'chat',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Which palette entry made an `mce` block: they share the type and the HTML editor, not the look. */
export const MCE_VIEWS = ['pure-html', 'content-video', 'jumbotron-1', 'jumbotron-2', 'jumbolist'] as const;
export type MceView = (typeof MCE_VIEWS)[number];

export type Spacing = { top: number; bottom: number; left: number; right: number };

export type ComponentParams = {
  margin: Spacing;
  padding: Spacing;
  /** Pixels; 0 is the content's own height. */
  height: number;
  backgroundImage: string;
  /** The spec's spelling. */
  backgroundImageParrallax: boolean;
  backgroundColor: string;
  marginAuto: boolean;
  /** With `customStates`, the component shows only in these. */
  states: PageState[];
};

/** Type-specific data; each block editor uses its own fields (spec 002 sections 2 and 3). */
export type ComponentEditor = {
  html?: string;
  img?: string;
  /** Text + Image: 1 = Image On Right, 2 = Image On Left. */
  direction?: 1 | 2;
  /** Text + Image: the image's width in px. */
  width?: number;
  /** Text + Image: the vertical position; mce: which palette entry made it. */
  view?: string;
  text?: string;
  textColor?: string;
  /** Jumbotron (hero) fields. */
  title?: string;
  desc?: string;
  ctaText?: string;
  link?: string;
  /** Send Message and Chat fields (`title` is the block's heading; Chat's send box keeps Send Message's). */
  namePlaceholder?: string;
  messagePlaceholder?: string;
  buttonText?: string;
  chatID?: string;
  /** Background video: the video's address. */
  video?: string;
  /** Poll: the poll voters answer (its id, the poll link's secret, is on the public page anyway). */
  pollID?: string;
};

/** A presenter as a Presenters block shows them: written by the server from the event's presenters when the page is published. */
export type PresenterCard = { id: string; name: string; organisation: string; thumbnail: string };

export type PageComponent = {
  id: string;
  type: ComponentType;
  /** HTML: the block's rich text or raw HTML. */
  content: string;
  editor: ComponentEditor;
  col: number;
  offset: number;
  cssID: string;
  cssClass: string;
  customStates: boolean;
  params: ComponentParams;
  presenters: PresenterCard[];
  streamID: string;
  vod: string;
};

export const componentLimits = {
  col: { min: 0, max: 24 },
  offset: { min: 0, max: 15 },
  spacing: { min: -50, max: 150, step: 5 },
  height: { min: 0, max: 100_000, step: 10 },
  /** Text + Image's image width (spec 002 section 9). */
  minWidth: 300,
  maxWidth: 4_000,
  /** Our bounds: a block's HTML, a page's blocks (a page of 200 works; more is refused). */
  htmlMaxLength: 100_000,
  textMaxLength: 2_000,
  urlMaxLength: 2_000,
  maxComponents: 200,
  maxPresenters: 100,
} as const;

export const DEFAULT_IMAGE_WIDTH = 300;
export const DEFAULT_PRELIVE_TEXT_COLOR = '#FFFFFF';
export const SBS_POSITIONS = [
  { value: 'top', label: 'Top' },
  { value: 'center', label: 'Center' },
  { value: 'bottom', label: 'Bottom' },
] as const;
export const SBS_DIRECTIONS = [
  { value: 1, label: 'Image On Right' },
  { value: 2, label: 'Image On Left' },
] as const;
export const SEND_MESSAGE_DEFAULTS = { title: 'Send Message', namePlaceholder: 'Your name', messagePlaceholder: 'Type your message', buttonText: 'Send' } as const;
export const CHAT_BLOCK_DEFAULTS = { title: 'Chat' } as const;

export const componentMessages = {
  widthTooSmall: 'Please enter width no less than 300',
  statesNeeded: 'Please select state or switch off the custom state to save the changes. The component will only show in the selected states',
  tooMany: `A page can hold at most ${componentLimits.maxComponents} components.`,
  noComponents: 'Cannot retrieve components. Try again.',
  noDbComponents: 'Cannot retrieve DB components. Try again.',
} as const;

export type PaletteEntry = { key: string; label: string; type: ComponentType; view?: MceView };

/** The palette in the spec's order; clicking an entry adds a new block at the end of the page. */
export const PALETTE: readonly PaletteEntry[] = [
  { key: 'sendmessage', label: 'Send Message', type: 'sendmessage' },
  { key: 'sbs', label: 'Text + Image', type: 'sbs' },
  { key: 'prelive-image', label: 'Prelive Image', type: 'prelive-image' },
  { key: 'content-video', label: 'Content Video', type: 'mce', view: 'content-video' },
  { key: 'pure-html', label: 'Pure HTML', type: 'mce', view: 'pure-html' },
  { key: 'text', label: 'Text', type: 'tinymce' },
  { key: 'jumbotron', label: 'Jumbotron', type: 'container-sbs' },
  { key: 'vod', label: 'VOD', type: 'vod' },
  { key: 'theater', label: 'Theater', type: 'theater' },
  { key: 'stream', label: 'Stream', type: 'stream' },
  { key: 'presenters', label: 'Presenters', type: 'presenters' },
  { key: 'hr', label: 'Horizontal Line', type: 'hr' },
  { key: 'jumbotron-1', label: 'Jumbotron 1', type: 'mce', view: 'jumbotron-1' },
  { key: 'jumbotron-2', label: 'Jumbotron 2', type: 'mce', view: 'jumbotron-2' },
  { key: 'jumbolist', label: 'Jumbolist', type: 'mce', view: 'jumbolist' },
  { key: 'jumbolist-list', label: 'Jumbolist (list)', type: 'List' },
  { key: 'poll', label: 'Poll', type: 'poll' },
  { key: 'chat', label: 'Chat', type: 'chat' },
];

/** The palette's search: entries whose label holds the words typed, in any case. */
export function searchPalette(search: string): PaletteEntry[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return PALETTE.filter((entry) => words.every((word) => entry.label.toLowerCase().includes(word)));
}

/** The HTML a new block of each entry starts with. */
const STARTING_HTML: Partial<Record<string, string>> = {
  'content-video': '<video controls preload="metadata" style="width:100%" src=""></video>',
  'pure-html': '<p>Your HTML here</p>',
  text: '<p>Write your text here.</p>',
  sbs: '<p>Write your text here.</p>',
  'jumbotron-1': '<section style="padding:48px 24px;text-align:center"><h1>Welcome</h1><p>Tell your viewers what the event is about.</p></section>',
  'jumbotron-2': '<section style="padding:48px 24px"><h1>Welcome</h1><p>Tell your viewers what to expect.</p><p><a href="https://example.com">Read more</a></p></section>',
  jumbolist: '<section style="padding:24px"><h2>Agenda</h2><ul><li>Opening</li><li>Keynote</li><li>Questions</li></ul></section>',
  'jumbolist-list': '<ul><li>First item</li><li>Second item</li><li>Third item</li></ul>',
};

const zeroSpacing = (): Spacing => ({ top: 0, bottom: 0, left: 0, right: 0 });

export function defaultParams(): ComponentParams {
  return {
    margin: zeroSpacing(),
    padding: zeroSpacing(),
    height: 0,
    backgroundImage: '',
    backgroundImageParrallax: false,
    backgroundColor: '',
    marginAuto: false,
    states: [],
  };
}

function startingEditor(entry: PaletteEntry): ComponentEditor {
  switch (entry.type) {
    case 'sbs':
      return { img: '', width: DEFAULT_IMAGE_WIDTH, view: 'center', direction: 2 };
    case 'textImage':
      return { img: '', direction: 2 };
    case 'prelive-image':
      return { img: '', text: '', textColor: DEFAULT_PRELIVE_TEXT_COLOR };
    case 'container-sbs':
      return { title: 'Welcome', desc: '', ctaText: '', link: '', img: '' };
    case 'sendmessage':
      return { ...SEND_MESSAGE_DEFAULTS, chatID: '' };
    case 'mce':
      return { view: entry.view };
    case 'bg-video':
      return { video: '' };
    case 'poll':
      return { pollID: '' };
    case 'chat':
      return { ...SEND_MESSAGE_DEFAULTS, ...CHAT_BLOCK_DEFAULTS, chatID: '' };
    default:
      return {};
  }
}

/** A new block for a palette entry: a fresh id, the entry's starting HTML and editor data, zero spacing. */
export function newComponent(entry: PaletteEntry, id: string = newDocumentId()): PageComponent {
  return {
    id,
    type: entry.type,
    content: STARTING_HTML[entry.key] ?? '',
    editor: startingEditor(entry),
    col: componentLimits.col.max,
    offset: 0,
    cssID: '',
    cssClass: '',
    customStates: false,
    params: defaultParams(),
    presenters: [],
    streamID: '',
    vod: '',
  };
}

/** The label a block is listed under in the builder. */
export function componentLabel(component: Pick<PageComponent, 'type' | 'editor'>): string {
  const byView = PALETTE.find((entry) => entry.type === component.type && entry.view !== undefined && entry.view === component.editor.view);
  if (byView) return byView.label;
  const byType = PALETTE.find((entry) => entry.type === component.type && entry.view === undefined);
  if (byType) return byType.label;
  return component.type === 'bg-video' ? 'Background video' : component.type === 'textImage' ? 'Text + Image' : component.type;
}

/** Whether a component shows in a state: always, or with custom states only in the chosen ones. */
export function showsIn(component: Pick<PageComponent, 'customStates' | 'params'>, state: PageState): boolean {
  return !component.customStates || component.params.states.includes(state);
}

/** The first reason the component edit drawer's Update is refused (spec 002 section 5), or null. */
export function componentProblem(component: PageComponent): string | null {
  if (component.customStates && component.params.states.length === 0) return componentMessages.statesNeeded;
  if (component.type === 'sbs' && (component.editor.width ?? DEFAULT_IMAGE_WIDTH) < componentLimits.minWidth) return componentMessages.widthTooSmall;
  return null;
}
