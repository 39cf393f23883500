import { Tag } from 'antd';
import type { ParticipantState } from '@domain/participants/participant-record';

const COLORS: Record<ParticipantState, string> = { imported: 'blue', online: 'green', offline: 'default', deletedUser: 'red' };
const LABELS: Record<ParticipantState, string> = { imported: 'Imported', online: 'Online', offline: 'Offline', deletedUser: 'Deleted' };

/** A participant's state (spec 002 section 4). */
export function StateTag({ state }: { state: ParticipantState | null }) {
  return state ? <Tag color={COLORS[state]}>{LABELS[state]}</Tag> : null;
}
