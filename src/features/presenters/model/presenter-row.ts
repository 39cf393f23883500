import { z } from 'zod';

/** A stored presenter as the table reads it: a field of the wrong type reads as empty. */
const presenterSchema = z.object({
  name: z.string().catch(''),
  organisation: z.string().catch(''),
  email: z.string().catch(''),
  phone: z.string().catch(''),
  thumbnail: z.object({ url: z.string() }).nullable().catch(null),
  createdAt: z.date().nullable().catch(null),
});

export type Presenter = z.infer<typeof presenterSchema> & { id: string };

export const toPresenter = (id: string, data: unknown): Presenter => ({ ...presenterSchema.parse(data ?? {}), id });
