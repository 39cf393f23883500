import { Alert, App, Button } from 'antd';
import { useEffect, useState } from 'react';
import type { AuthUser } from '@/backend/port';
import { messageForError } from '@/lib/errors/error-catalogue';
import { messages, VERIFY_NOTICE_DELAY_MS } from '@/lib/messages';
import { useSendVerification } from '../api/send-verification';
import { useVerifiedLanding } from '../api/use-verified-landing';

/**
 * The unverified-email notice of spec 000 section 8. The spec's timer is cleared at once so it
 * never shows; here it shows after the delay, with a way to send the mail again. Arriving from a
 * followed verification link, it confirms the address instead.
 */
export function VerifyEmailNotice({ user }: { user: AuthUser }) {
  const { message } = App.useApp();
  const [due, setDue] = useState(false);
  const { landed, dismiss } = useVerifiedLanding();
  const resend = useSendVerification({
    onSuccess: () => void message.success(messages.verificationSent),
    onError: (error) => void message.error(messageForError(error)),
  });

  useEffect(() => {
    if (user.emailVerified) return;
    const timer = window.setTimeout(() => setDue(true), VERIFY_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [user.uid, user.emailVerified]);

  useEffect(() => {
    if (!landed) return;
    // A link of another account leaves this one unverified: nothing to confirm then.
    if (user.emailVerified) void message.success({ content: messages.emailVerified, key: 'email-verified' });
    dismiss();
  }, [landed, dismiss, user.emailVerified, message]);

  if (user.emailVerified || !due) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title={messages.verifyAccount}
      closable={{ 'aria-label': 'Dismiss' }}
      action={
        <Button size="small" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend
        </Button>
      }
    />
  );
}
