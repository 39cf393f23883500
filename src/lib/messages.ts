/** The success and notice texts of spec 000 section 8, shared by every screen. */
export const messages = {
  signedIn: 'You have been signed in!',
  signedOut: 'You have been signed out!',
  accountCreated: 'Succesfully created an account!',
  profileUpdated: 'Profile updated!',
  profileUpdateFailed: 'There was an error processing your request, please try again.',
  verifyAccount: 'Please verify this account, by clicking the link in your email.',
  verificationSent: 'Verification email sent.',
  emailVerified: 'Your email address is verified.',
  emailVerifiedSignIn: 'Your email address is verified. Sign in to continue.',
  offlineTitle: 'You are offline',
  offlineCode: 'Error 12030',
  offlineText: 'No internet connection!',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** Toasts for sign in and sign out stay 2 seconds (section 8). */
export const SHORT_TOAST_SECONDS = 2;
/** The unverified-email notice appears after this delay (section 8). */
export const VERIFY_NOTICE_DELAY_MS = 10_000;
