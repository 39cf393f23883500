import { Alert, App, Flex, Typography } from 'antd';
import { REGISTRATION_BG_HINT, settingsMessages } from '@domain/events/event-settings';
import { useSaveRegistrationBackground } from '@/features/event-settings/api/registration-background';
import { settingsErrorText } from '@/features/event-settings/model/settings-error';
import { ImagePicker } from '@/lib/image-picker';

type Props = {
  eventId: string;
  url: string;
  /** Tells the settings form the saved address, so its Update never sends an older one. */
  onSaved: (url: string) => void;
  disabled: boolean;
};

/**
 * The registration page's background (spec 000 section 9: 520x600 px): an image of the event's
 * media library, chosen with the media bank's image field and saved at once; Clear takes it off
 * (the file stays in the library).
 */
export function RegistrationBackground({ eventId, url, onSaved, disabled }: Props) {
  const { message } = App.useApp();
  const save = useSaveRegistrationBackground(eventId);
  const choose = (picked: string | null) =>
    save.mutate(picked ?? '', {
      onSuccess: (saved) => {
        onSaved(saved);
        void message.success(saved ? settingsMessages.registrationBgSaved : 'Registration background removed');
      },
    });

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Background image
      </Typography.Title>
      <Typography.Text type="secondary">{REGISTRATION_BG_HINT}.</Typography.Text>
      <ImagePicker resourceId={eventId} label="Registration background" value={url || null} onChange={choose} disabled={disabled || save.isPending} />
      {save.error !== null && <Alert type="error" showIcon role="alert" title={settingsErrorText(save.error)} />}
    </Flex>
  );
}
