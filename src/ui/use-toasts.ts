import { App } from 'antd';
import { useMemo } from 'react';
import { messageForError } from '@/lib/errors/error-catalogue';

/**
 * The toasts a component shows for what an operation did. A failure is worded by the one error
 * catalogue unless the area words it itself (`describe`: the media and stream calls answer in
 * the user's words) or the spec prefixes it ("Delete failed: ...").
 */
export function useToasts() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text),
      info: (text: string) => void message.info(text),
      warning: (text: string) => void message.warning(text),
      error: (text: string) => void message.error(text),
      failure: (error: unknown, { describe = messageForError, prefix = '' }: { describe?: (error: unknown) => string; prefix?: string } = {}) =>
        void message.error(`${prefix}${describe(error)}`),
    }),
    [message],
  );
}
