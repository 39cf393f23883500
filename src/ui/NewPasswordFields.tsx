import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { passwordProblem, preloadPasswordRule } from '@domain/account/password-rule';
import { messages } from '@domain/account/profile';

type Props = {
  /** The account's address: a password built from it is refused. */
  email?: string;
  label?: string;
  confirmLabel?: string;
};

/**
 * A new password and its confirmation, checked by the password rule as the user leaves the field
 * (the rule's dictionaries load when the fields appear, not with the sign-in page).
 */
export function NewPasswordFields({ email, label = 'New password', confirmLabel = 'Confirm new password' }: Props) {
  useEffect(preloadPasswordRule, []);
  return (
    <>
      <Form.Item
        label={label}
        name="newPassword"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: messages.passwordRequired },
          {
            validator: async (_rule, value?: string) => {
              const problem = value ? await passwordProblem(value, email) : null;
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: messages.passwordRequired },
          ({ getFieldValue }) => ({
            validator: async (_rule, value?: string) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(messages.passwordsDontMatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

export type NewPasswordValues = { newPassword: string; confirmPassword: string };
