import { Alert, Button, Form, Input } from 'antd';
import { messages } from '@domain/account/profile';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useRequestPasswordReset } from '../api/password-reset';
import { passwordResetTexts } from '../model/password-reset-texts';
import { AuthCard } from './AuthCard';

/** /forgot-password: asks for the account's address and mails it a reset link. */
export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  return (
    <AuthCard heading={passwordResetTexts.forgotHeading} footer={{ prompt: 'Remembered it?', label: passwordResetTexts.backToSignIn, to: '/' }}>
      <p>{passwordResetTexts.forgotHint}</p>
      {request.isSuccess && <Alert type="success" showIcon role="status" title={passwordResetTexts.linkSent} style={{ marginBottom: 16 }} />}
      {request.isError && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={request.error} />
        </div>
      )}
      <Form<{ email: string }> name="forgot-password" layout="vertical" requiredMark={false} onFinish={({ email }) => request.mutate(email)}>
        <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: messages.signupFieldsRequired }]}>
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {passwordResetTexts.sendLink}
        </Button>
      </Form>
    </AuthCard>
  );
}
