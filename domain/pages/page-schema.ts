/**
 * The schemas of what the builder sends: components, page settings and the create dialog. The
 * server parses every call with them and then checks the rules they cannot say (componentProblem,
 * the slug's uniqueness); the builder parses stored drafts with them, so a damaged draft is
 * reported instead of breaking the screen.
 */
import { z } from 'zod';
import { isWebUrl } from '../events/event-settings';
import { COMPONENT_TYPES, componentLimits as L, type PageComponent } from './component';
import { PAGE_STATES, type PageState } from './page-states';
import { pageLimits, USABLE_TEMPLATES } from './page';

const hexColor = z.string().regex(/^(#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}))?$/, 'Colours are written as #rrggbb.');
/** An http(s) address, a site-relative one (uploaded files, /e/... links), or '' for none. */
export const linkUrl = z
  .string()
  .max(L.urlMaxLength)
  .refine((value) => value === '' || isWebUrl(value) || /^\/(?!\/)[^\s\\]*$/.test(value), 'Please give a full address starting with https://');
const text = z.string().max(L.textMaxLength);
const html = z.string().max(L.htmlMaxLength, `A block's HTML can be at most ${L.htmlMaxLength.toLocaleString('en-US')} characters.`);
const docId = z.string().max(200);
/** CSS ids and classes end up in the page's markup and the event's CSS selectors. */
const cssName = z.string().max(200).regex(/^(-?[_a-zA-Z][\w-]*)?$/, 'A CSS id is letters, digits, - and _, starting with a letter.');
const cssClasses = z.string().max(200).regex(/^(\s*-?[_a-zA-Z][\w-]*)*\s*$/, 'CSS classes are names of letters, digits, - and _, separated by spaces.');
const spacingValue = z.number().int().min(L.spacing.min).max(L.spacing.max).multipleOf(L.spacing.step);
const spacing = z.object({ top: spacingValue, bottom: spacingValue, left: spacingValue, right: spacingValue }).strict();
export const stateList = z.array(z.enum(PAGE_STATES as [PageState, ...PageState[]])).max(PAGE_STATES.length);

const editorSchema = z
  .object({
    html: html.optional(),
    img: linkUrl.optional(),
    direction: z.union([z.literal(1), z.literal(2)]).optional(),
    width: z.number().int().min(0).max(L.maxWidth).optional(),
    view: z.string().max(40).optional(),
    text: text.optional(),
    textColor: hexColor.optional(),
    title: text.optional(),
    desc: text.optional(),
    ctaText: text.optional(),
    link: linkUrl.optional(),
    namePlaceholder: text.optional(),
    messagePlaceholder: text.optional(),
    buttonText: text.optional(),
    chatID: docId.optional(),
    video: linkUrl.optional(),
    pollID: docId.optional(),
  })
  .strict();

export const presenterCardSchema = z.object({ id: docId, name: text, organisation: text, thumbnail: linkUrl }).strict();

export const componentSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(COMPONENT_TYPES),
    content: html,
    editor: editorSchema,
    col: z.number().int().min(L.col.min).max(L.col.max),
    offset: z.number().int().min(L.offset.min).max(L.offset.max),
    cssID: cssName,
    cssClass: cssClasses,
    customStates: z.boolean(),
    params: z
      .object({
        margin: spacing,
        padding: spacing,
        height: z.number().int().min(L.height.min).max(L.height.max).multipleOf(L.height.step),
        backgroundImage: linkUrl,
        backgroundImageParrallax: z.boolean(),
        backgroundColor: hexColor,
        marginAuto: z.boolean(),
        states: stateList,
      })
      .strict(),
    presenters: z.array(presenterCardSchema).max(L.maxPresenters),
    streamID: docId,
    vod: docId,
  })
  .strict() satisfies z.ZodType<PageComponent>;

export const componentListSchema = z
  .array(componentSchema)
  .max(L.maxComponents, `A page can hold at most ${L.maxComponents} components.`)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'Two components of the page have the same id.');

const title = z.string().max(pageLimits.titleMaxLength * 4);
const tags = z.array(z.string().trim().min(1).max(pageLimits.tagMaxLength)).max(pageLimits.maxTags);

/** The create dialog (spec 002 section 2): the title is checked by pageTitleProblem. */
export const newPageSchema = z
  .object({ title, template: z.enum(USABLE_TEMPLATES), states: stateList, tags })
  .strict();
export type NewPage = z.infer<typeof newPageSchema>;

/** The settings drawer's fields (spec 002 sections 2 and 7); only those given change. The slug changes through its own call. */
export const pageSettingsSchema = z
  .object({
    title,
    template: z.enum(USABLE_TEMPLATES),
    visibility: z.boolean(),
    states: stateList,
    order: z.number().int().min(pageLimits.order.min).max(pageLimits.order.max).nullable(),
    tags,
    image: linkUrl,
    children: z
      .array(z.object({ id: docId, slug: z.string().max(pageLimits.slugMaxLength), label: text, title: text }).strict())
      .max(pageLimits.maxChildren),
  })
  .partial()
  .strict();
export type PageSettingsPatch = z.infer<typeof pageSettingsSchema>;
