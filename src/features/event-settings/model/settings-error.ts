/** The text a failed settings call shows: the server's explanation of a refusal, else the error catalogue's. */
export { explainedErrorText as settingsErrorText } from '@/lib/errors/explained-error';
