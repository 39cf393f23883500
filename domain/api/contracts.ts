import { z } from 'zod';

/**
 * The `/api` endpoints: one schema pair per call, shared by the app, the embedded server and the
 * Cloud Functions. Each later feature adds its calls here.
 */
export const apiContracts = {
  health: {
    input: z.object({}).strict(),
    output: z.object({ status: z.literal('ok'), provider: z.enum(['local', 'firebase']), version: z.string() }),
  },
} as const;

export type ApiContracts = typeof apiContracts;
export type ApiName = keyof ApiContracts;
export type ApiInput<N extends ApiName> = z.input<ApiContracts[N]['input']>;
export type ApiOutput<N extends ApiName> = z.output<ApiContracts[N]['output']>;

export function isApiName(name: string): name is ApiName {
  return Object.prototype.hasOwnProperty.call(apiContracts, name);
}
