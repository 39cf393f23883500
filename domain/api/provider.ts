/** The two backends the app can run on: the embedded server (`local`) or Firebase. */
export const PROVIDER_NAMES = ['local', 'firebase'] as const;

export type ProviderName = (typeof PROVIDER_NAMES)[number];
