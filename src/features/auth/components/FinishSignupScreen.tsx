import { Alert, App } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorCode } from '@/lib/errors/error-catalogue';
import { messages } from '@/lib/messages';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useFinishSignUp } from '../api/sign-up';
import { signUpTexts } from '../model/sign-up-texts';
import { AuthCard } from './AuthCard';

/**
 * /finish-signup: the page a sign-up mail links to (`code` is the link's token). It follows the
 * link once on opening: the account is created and signed in, and the page goes on to where the
 * sign-up started (an invitation) or to '/'.
 */
export function FinishSignupScreen({ code }: { code: string | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const finish = useFinishSignUp();
  // A link works once: a second run of the effect (React's strict mode) must not follow it again.
  const followed = useRef(false);

  useEffect(() => {
    if (!code || followed.current) return;
    followed.current = true;
    finish.mutate(code, {
      onSuccess: ({ continuePath }) => {
        void message.success(messages.accountCreated);
        navigate(continuePath ?? '/', { replace: true });
      },
    });
  }, [code, finish, message, navigate]);

  const signIn = { prompt: 'Already have an account?', label: 'Sign in', to: '/' };
  if (!code) {
    return (
      <AuthCard heading={signUpTexts.finishingHeading} footer={signIn}>
        <Alert type="error" showIcon role="alert" title={signUpTexts.noCode} action={<Link to="/signup">{signUpTexts.signUpAgain}</Link>} />
      </AuthCard>
    );
  }
  if (finish.isError) {
    // A used link or a taken address: the account exists, signing in is the way on; otherwise a new sign-up.
    const accountExists = ['auth/sign-up-link-used', 'auth/email-already-in-use'].includes(errorCode(finish.error) ?? '');
    return (
      <AuthCard heading={signUpTexts.finishingHeading} footer={accountExists ? signIn : { prompt: 'No account yet?', label: signUpTexts.signUpAgain, to: '/signup' }}>
        <ErrorAlert error={finish.error} />
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={signUpTexts.finishingHeading} footer={signIn}>
      <PageSpinner label={signUpTexts.finishing} />
    </AuthCard>
  );
}
