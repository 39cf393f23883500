import { Alert, Button, Typography } from 'antd';
import type { SignupInput } from '@domain/account/profile';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useSignUp } from '../api/sign-up';
import { signUpTexts } from '../model/sign-up-texts';
import { AuthCard, type AuthCardProps } from './AuthCard';

type Props = {
  input: SignupInput;
  continuePath?: string;
  embedded: boolean;
  footer: AuthCardProps['footer'];
  onOtherAddress: () => void;
};

/**
 * What sign-up answers, for a new address and a taken one alike: look in the mailbox. "Send it
 * again" asks for the same sign-up once more, within the same limits.
 */
export function SignUpMailSent({ input, continuePath, embedded, footer, onOtherAddress }: Props) {
  const again = useSignUp({ continuePath });
  return (
    <AuthCard heading={signUpTexts.checkEmailHeading} embedded={embedded} footer={footer}>
      <Typography.Paragraph>
        {signUpTexts.sentTo} <Typography.Text strong>{input.email.trim()}</Typography.Text>.
      </Typography.Paragraph>
      <Typography.Paragraph>{signUpTexts.followLink}</Typography.Paragraph>
      {again.isSuccess && <Alert type="success" showIcon role="status" title={signUpTexts.resent} style={{ marginBottom: 16 }} />}
      {again.isError && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={again.error} />
        </div>
      )}
      <Button type="primary" block loading={again.isPending} onClick={() => again.mutate(input)} style={{ marginBottom: 8 }}>
        {signUpTexts.resend}
      </Button>
      <Button type="link" onClick={onOtherAddress} style={{ padding: 0 }}>
        {signUpTexts.otherAddress}
      </Button>
    </AuthCard>
  );
}
