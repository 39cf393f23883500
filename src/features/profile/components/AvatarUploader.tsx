import { UserOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Flex } from 'antd';
import { useId, type ChangeEvent } from 'react';
import { AVATAR_TYPES } from '@domain/account/profile';
import { isCancellation, messageForError } from '@/lib/errors/error-catalogue';
import { messages } from '@/lib/messages';
import { useUploadAvatar } from '../api/upload-avatar';
import { useUploadProgress } from '@/lib/files/use-upload-progress';
import { UploadProgress } from '@/ui/UploadProgress';

/**
 * Avatar picker (spec 000 section 5): JPG/PNG under 2 MB, resized to 300x300 JPEG, uploaded with
 * progress and a Cancel button. The file input stays in the tab order behind its visible label.
 */
export function AvatarUploader({ uid, thumbnail }: { uid: string; thumbnail: string }) {
  const { message } = App.useApp();
  const inputId = useId();
  const progress = useUploadProgress();
  const upload = useUploadAvatar(uid, { onSuccess: () => void message.success(messages.profileUpdated) });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the user pick the same file again after an error.
    event.target.value = '';
    if (!file) return;
    upload.mutate({ file, ...progress.start() });
  };

  const failure = upload.error && !isCancellation(upload.error) ? upload.error : null;
  return (
    <Flex gap={16} align="center" style={{ marginBottom: 24 }}>
      <Avatar size={80} src={thumbnail || undefined} icon={<UserOutlined />} alt="Your avatar" />
      <Flex vertical gap={8} style={{ flex: 1 }}>
        <span>
          <input
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only file-picker"
            onChange={pick}
            disabled={upload.isPending}
          />
          <label htmlFor={inputId} className="file-picker-label" aria-disabled={upload.isPending || undefined}>
            Upload avatar
          </label>
        </span>
        {upload.isPending && <UploadProgress percent={progress.percent} onCancel={progress.cancel} />}
        {failure && <Alert type="error" showIcon role="alert" title={messageForError(failure)} />}
      </Flex>
    </Flex>
  );
}
