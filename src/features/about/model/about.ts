import { z } from 'zod';

export const releaseNotesSchema = z.array(
  z.object({ version: z.string(), date: z.string(), title: z.string(), notes: z.array(z.string()) }),
);

export const licensesSchema = z.array(
  z.object({ name: z.string(), version: z.string(), license: z.string(), url: z.string().optional() }),
);
export type LicenseEntry = z.output<typeof licensesSchema>[number];
