import { z } from 'zod';
import { NAME_MAX, USERNAME_MAX } from '@domain/account/profile';

const text = z.string().nullish().transform((v) => v ?? '');

/** The fields of `users/{uid}` the profile screens read; anything else is left alone. */
export const userProfileSchema = z.object({
  email: text,
  username: text,
  firstName: text,
  lastName: text,
  thumbnail: text,
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** What the profile form may write (the spec's user-editable fields, without the avatar). */
export const profileUpdateSchema = z
  .object({
    username: z.string().max(USERNAME_MAX),
    firstName: z.string().max(NAME_MAX),
    lastName: z.string().max(NAME_MAX),
  })
  .strip();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
