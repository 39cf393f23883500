import { Alert, App, Button, Flex, Image, Typography } from 'antd';
import { useId, type ChangeEvent } from 'react';
import { EVENT_IMAGE_TYPES } from '@domain/events/event-files';
import { REGISTRATION_BG_HINT, settingsMessages } from '@domain/events/event-settings';
import { errorCode, isCancellation } from '@/lib/errors/error-catalogue';
import { useRegistrationBackground } from '@/features/event-settings/api/registration-background';
import { settingsErrorText } from '@/features/event-settings/model/settings-error';
import { useUploadProgress } from '@/lib/files/use-upload-progress';
import { UploadProgress } from '@/ui/UploadProgress';

type Props = {
  eventId: string;
  url: string;
  /** Tells the settings form the saved address, so its Update never sends an older one. */
  onSaved: (url: string) => void;
  disabled: boolean;
};

/** The storage refusals carry the rule's own words (type, size); the rest is the settings page's usual text. */
function failureText(error: unknown): string {
  const code = errorCode(error);
  if ((code === 'storage/invalid-type' || code === 'storage/file-too-large') && error instanceof Error) return error.message;
  return settingsErrorText(error);
}

/**
 * The registration page's background (spec 000 section 9: 520x600 px): a JPG or PNG uploaded
 * under the event and saved at once, with progress, Cancel and Remove.
 */
export function RegistrationBackground({ eventId, url, onSaved, disabled }: Props) {
  const { message } = App.useApp();
  const inputId = useId();
  const hintId = useId();
  const progress = useUploadProgress();
  const { upload, remove } = useRegistrationBackground(eventId);
  const busy = upload.isPending || remove.isPending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the user pick the same file again after an error.
    event.target.value = '';
    if (!file) return;
    remove.reset();
    upload.mutate(
      { file, ...progress.start() },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          void message.success(settingsMessages.registrationBgSaved);
        },
      },
    );
  };

  const clear = () => {
    upload.reset();
    remove.mutate(undefined, {
      onSuccess: () => {
        onSaved('');
        void message.success('Registration background removed');
      },
    });
  };

  const failed = upload.error ?? remove.error;
  const failure = failed && !isCancellation(failed) ? failed : null;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Background image
      </Typography.Title>
      <Typography.Text type="secondary" id={hintId}>
        JPG or PNG, {REGISTRATION_BG_HINT}.
      </Typography.Text>
      {url ? (
        <Image src={url} alt="Registration background" width={130} height={150} style={{ objectFit: 'cover' }} preview={false} />
      ) : (
        <Typography.Text>No background image.</Typography.Text>
      )}
      <Flex gap={8} align="center" wrap>
        <span>
          <input
            id={inputId}
            type="file"
            accept={EVENT_IMAGE_TYPES.join(',')}
            className="sr-only file-picker"
            aria-describedby={hintId}
            onChange={pick}
            disabled={disabled || busy}
          />
          <label htmlFor={inputId} className="file-picker-label" aria-disabled={disabled || busy || undefined}>
            {url ? 'Replace background' : 'Upload background'}
          </label>
        </span>
        {url && (
          <Button onClick={clear} disabled={disabled || upload.isPending} loading={remove.isPending}>
            Remove background
          </Button>
        )}
      </Flex>
      {upload.isPending && <UploadProgress percent={progress.percent} onCancel={progress.cancel} />}
      {failure && <Alert type="error" showIcon role="alert" title={failureText(failure)} />}
    </Flex>
  );
}
