/** The texts of the sign-up confirmation (the spec has none: confirming the address first is issue 25's). */
export const signUpTexts = {
  // The same whether or not the address has an account: nobody learns which addresses do.
  checkEmailHeading: 'Check your email to finish signing up',
  sentTo: 'We sent a message to',
  followLink: 'Follow the link in it to finish creating your account. The link works once, for 24 hours.',
  resend: 'Send it again',
  resent: 'We sent it again.',
  otherAddress: 'Use another address',
  finishingHeading: 'Finishing sign-up',
  finishing: 'Creating your account',
  noCode: 'This page needs the link from the sign-up email. Open the whole link from the mail, or sign up again.',
  signUpAgain: 'Sign up again',
} as const;
