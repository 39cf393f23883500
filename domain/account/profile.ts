/** Profile and sign-up rules of spec 000 section 5, used by the forms and by the server. */
export const USERNAME_MAX = 12;
export const NAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

export const messages = {
  usernameRequired: 'Please type your username',
  passwordRequired: 'Please type your password',
  signupFieldsRequired: 'Fill out the fields.',
  emailInvalid: 'Email is not valid.',
  passwordTooShort: 'Password must be longer than 8 charecters',
  passwordsDontMatch: 'Passwords dont match.',
  usernameTooLong: 'Username can only be 12 charecters long.',
  nameTooLong: 'This cannot be longer than 40 characters',
  avatarType: 'You can only upload JPG/PNG file!',
  avatarSize: 'Image must smaller than 2MB!',
} as const;

const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * A profile picture's address: empty, or an http(s) URL (what an avatar upload gives), never
 * `javascript:` or `data:`. Written as firestore.rules' `matches` takes it (a whole-string match).
 */
export const THUMBNAIL_URL_PATTERN = 'https?://[^\\s]+';
const THUMBNAIL_URL = new RegExp(`^${THUMBNAIL_URL_PATTERN}$`);

export function isThumbnailUrl(value: string): boolean {
  return value === '' || THUMBNAIL_URL.test(value);
}

export type SignupInput = { email: string; password: string; confirm: string };

/** Returns the first message that applies, or null when the sign-up form is valid. */
export function validateSignup({ email, password, confirm }: SignupInput): string | null {
  if (!email || !password || !confirm) return messages.signupFieldsRequired;
  if (!isValidEmail(email.trim())) return messages.emailInvalid;
  if (password.length < PASSWORD_MIN) return messages.passwordTooShort;
  if (password !== confirm) return messages.passwordsDontMatch;
  return null;
}

export type ProfileFields = { username?: string; firstName?: string; lastName?: string };

/** Field -> message for every profile field that breaks a rule. */
export function validateProfile(fields: ProfileFields): Partial<Record<keyof ProfileFields, string>> {
  const errors: Partial<Record<keyof ProfileFields, string>> = {};
  if ((fields.username ?? '').length > USERNAME_MAX) errors.username = messages.usernameTooLong;
  if ((fields.firstName ?? '').length > NAME_MAX) errors.firstName = messages.nameTooLong;
  if ((fields.lastName ?? '').length > NAME_MAX) errors.lastName = messages.nameTooLong;
  return errors;
}

/** Fields a user may write on their own profile; presence fields and identity are server-owned. */
export const USER_EDITABLE_FIELDS = ['username', 'firstName', 'lastName', 'thumbnail'] as const;
