/**
 * A member of an organisation as the members page shows it (spec 000 sections 2.7 and 4.5): the
 * permission record joined with the profile and presence the `memberProfiles` call returns.
 */
import dayjs from 'dayjs';
import calendar from 'dayjs/plugin/calendar';
import type { Role } from '@domain/permissions/roles';

dayjs.extend(calendar);

export type Member = {
  uid: string;
  permission: Role;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  thumbnail: string;
  state: 'online' | 'offline';
  /** Milliseconds since the epoch of the last presence change; null when never seen. */
  lastChanged: number | null;
};

/** The display name, else first and last name, else the email; a member without a profile shows their uid. */
export function memberName(member: Pick<Member, 'uid' | 'username' | 'firstName' | 'lastName' | 'email'>): string {
  const fullName = `${member.firstName} ${member.lastName}`.trim();
  return member.username.trim() || fullName || member.email || member.uid;
}

/**
 * Owners' roles are not editable and nobody changes or removes their own (spec 000 section 4.5);
 * the server's policy refuses both as well.
 */
export function isMemberEditable(member: Pick<Member, 'uid' | 'permission'>, callerUid: string): boolean {
  return member.permission !== 'owner' && member.uid !== callerUid;
}

const CALENDAR_FORMATS = {
  sameDay: '[Today at] HH:mm',
  lastDay: '[Yesterday at] HH:mm',
  lastWeek: '[Last] dddd [at] HH:mm',
  nextDay: '[Tomorrow at] HH:mm',
  nextWeek: 'dddd [at] HH:mm',
  sameElse: 'DD.MM.YYYY HH:mm',
};

/** "Online", a calendar-style time of the last presence change, or "Never". */
export function lastSeenLabel(member: Pick<Member, 'state' | 'lastChanged'>, now: Date = new Date()): string {
  if (member.state === 'online') return 'Online';
  if (member.lastChanged === null) return 'Never';
  return dayjs(member.lastChanged).calendar(dayjs(now), CALENDAR_FORMATS);
}
