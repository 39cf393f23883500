import { Alert, Button, Form } from 'antd';
import { Link } from 'react-router';
import { errorCode } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { NewPasswordFields, type NewPasswordValues } from '@/ui/NewPasswordFields';
import { useResetPassword } from '../api/password-reset';
import { passwordResetTexts } from '../model/password-reset-texts';
import { AuthCard } from './AuthCard';

/** /reset-password: the page a reset mail links to; `code` is the link's token. */
export function ResetPasswordScreen({ code }: { code: string | null }) {
  const reset = useResetPassword(code ?? '');
  const linkUsedUp = errorCode(reset.error) === 'auth/invalid-action-code';
  const footer = { prompt: 'Remembered it?', label: passwordResetTexts.backToSignIn, to: '/' };

  if (!code) {
    return (
      <AuthCard heading={passwordResetTexts.resetHeading} footer={footer}>
        <Alert type="error" showIcon role="alert" title={passwordResetTexts.noCode} action={<Link to="/forgot-password">{passwordResetTexts.askAgain}</Link>} />
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard heading={passwordResetTexts.resetHeading} footer={{ prompt: 'All set.', label: 'Sign in', to: '/' }}>
        <Alert type="success" showIcon role="status" title={passwordResetTexts.passwordReset} />
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={passwordResetTexts.resetHeading} footer={footer}>
      {reset.isError && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={reset.error} action={linkUsedUp ? <Link to="/forgot-password">{passwordResetTexts.askAgain}</Link> : undefined} />
        </div>
      )}
      <Form<NewPasswordValues> name="reset-password" layout="vertical" requiredMark={false} onFinish={({ newPassword }) => reset.mutate(newPassword)}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {passwordResetTexts.resetButton}
        </Button>
      </Form>
    </AuthCard>
  );
}
