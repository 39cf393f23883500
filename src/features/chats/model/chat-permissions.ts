import { roleAtLeast, type Role } from '@domain/permissions/roles';

/**
 * What the chats page offers a role (the server's policy enforces the same): viewers read,
 * moderators also open the moderation screen, producers edit chats and handle the moderation
 * link, owners also create and delete chats.
 */
export type ChatPermissions = { moderate: boolean; edit: boolean; manageLink: boolean; createAndDelete: boolean };

export function chatPermissions(role: Role | null): ChatPermissions {
  return {
    moderate: roleAtLeast(role, 'moderator'),
    edit: roleAtLeast(role, 'producer'),
    manageLink: roleAtLeast(role, 'producer'),
    createAndDelete: roleAtLeast(role, 'owner'),
  };
}
