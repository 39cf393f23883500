import { z } from 'zod';
import { AUTOPLAY_SPEED_MAX, DEFAULT_ASPECT_RATIO, type DeckSlide } from '@domain/decks/deck';

const slideSchema = z.object({
  index: z.number().catch(0),
  url: z.string().catch(''),
  notes: z.string().catch(''),
  presenters: z.array(z.string()).catch([]),
  presentation: z.string().catch(''),
  presentationTitle: z.string().catch(''),
  fileName: z.string().catch(''),
  aspectRatio: z.number().catch(DEFAULT_ASPECT_RATIO),
});

const deckSchema = z.object({
  title: z.string().catch(''),
  description: z.string().catch(''),
  createdAt: z.date().nullable().catch(null),
  presentations: z.array(z.object({ id: z.string().catch(''), name: z.string().catch('') })).catch([]),
  slides: z.array(slideSchema).catch([]),
  revision: z.number().catch(0),
  autoplay: z.boolean().catch(false),
  autoplaySpeed: z.number().min(0).max(AUTOPLAY_SPEED_MAX).catch(0),
});

export type Deck = z.infer<typeof deckSchema> & { id: string; slides: DeckSlide[] };

export const toDeck = (id: string, data: unknown): Deck => ({ ...deckSchema.parse(data ?? {}), id });
