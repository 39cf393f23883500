/** The account settings page's texts (the spec has none: this page is the product's addition). */
export const accountTexts = {
  changePasswordHeading: 'Change password',
  changePasswordHint: 'Changing the password signs you out on every other device.',
  changePasswordButton: 'Change password',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  sessionsHeading: 'Where you are signed in',
  sessionsLoading: 'Loading sessions',
  noSessions: 'No other sessions.',
  thisDevice: 'This device',
  endSession: 'Sign out',
  endSessionConfirm: 'Sign this session out?',
  sessionEnded: 'The session has been signed out.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Signs you out on every device and browser, this one too.',
  signOutEverywhereConfirm: 'Sign out on every device, this one too?',
  providerKeepsNoList: 'Your sign-in provider does not list sessions.',
} as const;
