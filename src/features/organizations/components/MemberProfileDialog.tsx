import { Button, Form } from 'antd';
import { Dialog } from '@/ui/Dialog';
import { ReadOnlyField } from '@/ui/ReadOnlyField';
import { memberName, type Member } from '../model/member';

/** A member's profile, read only (spec 000 section 2.7): nobody edits another user's profile. */
export function MemberProfileDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  return (
    <Dialog
      open={member !== null}
      onCancel={onClose}
      title={member ? `Profile of ${memberName(member)}` : 'Profile'}
      width={800}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {member && (
        <Form layout="vertical">
          <ReadOnlyField id="member-profile-username" label="Display name" value={member.username} />
          <ReadOnlyField id="member-profile-first-name" label="First name" value={member.firstName} />
          <ReadOnlyField id="member-profile-last-name" label="Last name" value={member.lastName} />
          <ReadOnlyField id="member-profile-email" label="Email" value={member.email} />
        </Form>
      )}
    </Dialog>
  );
}
