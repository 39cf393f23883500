import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

type Props = { id: string; label: string; value: string; extra?: ReactNode };

/**
 * A value a form shows but nobody edits there. Not a disabled input (antd greys its text out
 * below a readable contrast) and not a bordered one (it would look editable): full-contrast text
 * on a filled, borderless box with a lock, still focusable and selectable for copying.
 */
export function ReadOnlyField({ id, label, value, extra }: Props) {
  return (
    <Form.Item label={label} htmlFor={id} extra={extra}>
      <Input id={id} value={value} readOnly variant="filled" suffix={<LockOutlined aria-hidden />} />
    </Form.Item>
  );
}
