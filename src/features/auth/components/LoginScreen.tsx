import { Alert, App, Button, Form, Input, Space } from 'antd';
import { Link } from 'react-router';
import { messages as rules } from '@domain/account/profile';
import { clearSessionExpired, useSessionExpired } from '@/lib/errors/session-expiry';
import { messages, SHORT_TOAST_SECONDS } from '@/lib/messages';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useSignIn, type SignInInput } from '../api/sign-in';
import { useVerifiedLanding } from '../api/use-verified-landing';
import { passwordResetTexts } from '../model/password-reset-texts';
import { AuthCard } from './AuthCard';

/** Sign-in inside another page (the accept-invite page): the invited address filled in, sign-up in place. */
export type EmbeddedAuth = { defaultEmail: string; onSwitchMode: () => void };

/** The landing page of a signed-out visitor (spec 000 sections 2.3 and 5). */
export function LoginScreen({ embedded }: { embedded?: EmbeddedAuth } = {}) {
  const { message } = App.useApp();
  const sessionExpired = useSessionExpired();
  const verifiedLanding = useVerifiedLanding();
  const signIn = useSignIn({
    onSuccess: () => {
      clearSessionExpired();
      void message.success({ content: messages.signedIn, duration: SHORT_TOAST_SECONDS });
    },
  });

  return (
    <AuthCard
      heading="Sign in"
      embedded={Boolean(embedded)}
      footer={{ prompt: 'No account yet?', label: 'Create an account', ...(embedded ? { onClick: embedded.onSwitchMode } : { to: '/signup' }) }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%', marginBottom: 16 }}>
        {verifiedLanding.landed && <Alert type="success" showIcon title={messages.emailVerifiedSignIn} />}
        {sessionExpired && !signIn.error && <Alert type="warning" showIcon role="alert" title={messages.sessionExpired} />}
        {signIn.error && <ErrorAlert error={signIn.error} />}
      </Space>
      <Form<SignInInput>
        name="login"
        layout="vertical"
        requiredMark={false}
        initialValues={embedded ? { email: embedded.defaultEmail } : undefined}
        onFinish={(values) => signIn.mutate(values)}
      >
        <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: rules.usernameRequired }]}>
          <Input inputMode="email" autoComplete="username" placeholder="name@example.com" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: rules.passwordRequired }]} style={{ marginBottom: 8 }}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div style={{ marginBottom: 16, textAlign: 'right' }}>
          <Link to="/forgot-password" style={{ textDecoration: 'underline' }}>
            {passwordResetTexts.forgotLink}
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
