/** The site's own words where the spec gives none (the spec's messages live in domain/pages). */
export const siteTexts = {
  loading: 'Loading the event',
  notStarted: 'There is nothing to show yet. Please come back later.',
  noPage: 'Sorry, the page you visited does not exist.',
  toFront: 'Back to the front page',
  continuesAt: (host: string) => `This event continues at ${host}`,
  continueTo: (host: string) => `Continue to ${host}`,
  stay: 'Stay on this site',
  password: 'Password',
  pin: 'PIN',
  email: 'E-mail address',
} as const;
