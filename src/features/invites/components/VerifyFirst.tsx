import { Alert, App, Button } from 'antd';
import { useLocation } from 'react-router';
import { inviteMessages } from '@domain/invites/invite';
import { messages } from '@/lib/messages';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useResendVerification } from '../api/resend-verification';

/**
 * The server accepts an invite only for a verified address. The mail sent again links back to
 * this page (its path without the query), where the invite is then accepted.
 */
export function VerifyFirst() {
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const resend = useResendVerification(pathname, { onSuccess: () => void message.success(messages.verificationSent) });
  return (
    <>
      <Alert type="warning" showIcon title={inviteMessages.verifyFirst} />
      {resend.error && <ErrorAlert error={resend.error} />}
      <Button onClick={() => resend.mutate()} loading={resend.isPending}>
        Send the email again
      </Button>
    </>
  );
}
