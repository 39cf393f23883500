import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { preloadPasswordRule } from '@domain/account/password-rule';
import type { SignupInput } from '@domain/account/profile';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { signupProblem, useSignUp } from '../api/sign-up';
import { AuthCard } from './AuthCard';
import type { EmbeddedAuth } from './LoginScreen';
import { SignUpMailSent } from './SignUpMailSent';

type Values = Partial<SignupInput>;

/**
 * Account creation (spec 000 sections 2.3 and 5), confirmed by mail: the form's answer is "check
 * your email", whether or not the address has an account, and the mailed link creates the account
 * (FinishSignupScreen). Embedded in the accept-invite page, the link leads back to `continuePath`.
 */
export function SignupScreen({ embedded }: { embedded?: EmbeddedAuth & { continuePath: string } } = {}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SignupInput | null>(null);
  const signUp = useSignUp({ continuePath: embedded?.continuePath });

  useEffect(preloadPasswordRule, []);
  const [checking, setChecking] = useState(false);

  const submit = async (values: Values) => {
    const input = { email: values.email ?? '', password: values.password ?? '', confirm: values.confirm ?? '' };
    setChecking(true);
    const found = await signupProblem(input).finally(() => setChecking(false));
    setProblem(found);
    if (!found) signUp.mutate(input, { onSuccess: () => setSent(input) });
  };
  const footer = { prompt: 'Already have an account?', label: 'Sign in', ...(embedded ? { onClick: embedded.onSwitchMode } : { to: '/' }) };

  if (sent) {
    const otherAddress = () => {
      signUp.reset();
      setSent(null);
    };
    return <SignUpMailSent input={sent} continuePath={embedded?.continuePath} embedded={Boolean(embedded)} footer={footer} onOtherAddress={otherAddress} />;
  }
  return (
    <AuthCard
      heading="Create an account"
      embedded={Boolean(embedded)}
      footer={footer}
    >
      {problem ? (
        <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />
      ) : (
        signUp.error && <div style={{ marginBottom: 16 }}><ErrorAlert error={signUp.error} /></div>
      )}
      <Form<Values>
        name="signup"
        layout="vertical"
        requiredMark={false}
        initialValues={embedded ? { email: embedded.defaultEmail } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="Email" name="email">
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm password" name="confirm">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={checking || signUp.isPending}>
          Sign up
        </Button>
      </Form>
    </AuthCard>
  );
}
