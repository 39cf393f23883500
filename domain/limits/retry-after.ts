/**
 * How a refusal for going too fast says when to try again: the server writes it into its
 * message and the app into the text it shows for a code that carries the wait.
 */
export function tryAgainIn(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `Please try again in ${whole} ${whole === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(whole / 60);
  if (minutes <= 60) return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  const hours = Math.ceil(minutes / 60);
  return `Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}
