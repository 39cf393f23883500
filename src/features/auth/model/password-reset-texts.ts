/** The texts of the forgotten-password pages (the spec has none: they are the product's addition). */
export const passwordResetTexts = {
  forgotLink: 'Forgot password?',
  forgotHeading: 'Reset your password',
  forgotHint: 'Type the email address of your account. We will send a link to choose a new password; it works once, for one hour.',
  sendLink: 'Send reset link',
  // The same whether or not the address has an account: nobody learns which addresses do.
  linkSent: 'If an account uses this address, we have sent it a link to reset the password. Check your email.',
  resetHeading: 'Choose a new password',
  resetButton: 'Set new password',
  passwordReset: 'Your password has been changed. Sign in with your new password; every other session has been signed out.',
  noCode: 'This page needs the link from the password reset email. Ask for a new one.',
  askAgain: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
} as const;
