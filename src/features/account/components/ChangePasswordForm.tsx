import { App, Button, Form, Input } from 'antd';
import { messages } from '@domain/account/profile';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { NewPasswordFields, type NewPasswordValues } from '@/ui/NewPasswordFields';
import { useChangePassword } from '../api/change-password';
import { accountTexts } from '../model/account-texts';

type Values = NewPasswordValues & { currentPassword: string };

/** The current password, then the new one twice; the other sessions end when it changes. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword({
    onSuccess: () => {
      form.resetFields();
      void message.success(accountTexts.passwordChanged);
    },
  });

  return (
    <section aria-labelledby="change-password-heading" style={{ maxWidth: 420, marginBottom: 32 }}>
      <h2 id="change-password-heading" style={{ fontSize: 18 }}>
        {accountTexts.changePasswordHeading}
      </h2>
      <p>{accountTexts.changePasswordHint}</p>
      {change.error && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={change.error} />
        </div>
      )}
      <Form<Values>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword })}
      >
        {/* The account's address, for password managers saving the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: messages.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields email={email} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {accountTexts.changePasswordButton}
        </Button>
      </Form>
    </section>
  );
}
