/**
 * The console's slide controls (spec 001 sections 2.2 and 9): the slide image size of the deck
 * gallery (a share of its width) and Follow image, which keeps the slide next up in view as it
 * moves. Each operator's own choice, kept on their device.
 */
export const SLIDE_SIZES = [
  { value: 'small', label: 'Small', widthPercent: 100 / 6 },
  { value: 'medium', label: 'Medium', widthPercent: 20 },
  { value: 'large', label: 'Large', widthPercent: 100 / 3 },
] as const;
export type SlideSize = (typeof SLIDE_SIZES)[number]['value'];
export const DEFAULT_SLIDE_SIZE: SlideSize = 'medium';
export const DEFAULT_FOLLOW_IMAGE = true;

export const isSlideSize = (v: unknown): v is SlideSize => SLIDE_SIZES.some((s) => s.value === v);
/** Slides per gallery row at a size: 6, 5 or 3. */
export const slidesPerRow = (size: SlideSize): number => Math.round(100 / SLIDE_SIZES.find((s) => s.value === size)!.widthPercent);
