import { Alert } from 'antd';
import { Link } from 'react-router';
import { inviteMessages } from '@domain/invites/invite';

export function AlreadyAccepted() {
  return (
    <>
      <Alert type="info" showIcon title={inviteMessages.alreadyAccepted} />
      <Link to="/">To Dashboard</Link>
    </>
  );
}
