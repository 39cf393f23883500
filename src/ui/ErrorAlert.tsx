import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { messageForError } from '../lib/errors/error-catalogue';

/** The red box: an error shown through the catalogue, with an optional action. */
export function ErrorAlert({ error, action }: { error: unknown; action?: ReactNode }) {
  return <Alert type="error" showIcon role="alert" title={messageForError(error)} action={action} />;
}
