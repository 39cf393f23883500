import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { isWebUrl, settingsMessages } from '@domain/events/event-settings';
import { useUpdateEventSettings } from '../api/update-event-settings';

type Props = { eventId: string; redirectURL: string; disabled: boolean };

/**
 * The redirect URL, set on its own with its own messages (spec 000 section 8), as the spec's page
 * did; Update leaves it alone. A missing https:// is only a hint (section 5); an address that is
 * not a web address at all is refused by the settings rules.
 */
export function RedirectUrlField({ eventId, redirectURL, disabled }: Props) {
  const { message } = App.useApp();
  const update = useUpdateEventSettings(eventId);
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? redirectURL;
  const invalid = value !== '' && !isWebUrl(value);
  const hint = value !== '' && !value.startsWith('https://') ? settingsMessages.redirectHint : undefined;

  const set = () =>
    update.mutate(
      { redirectURL: value.trim() },
      {
        onSuccess: () => {
          setDraft(null);
          void message.success(settingsMessages.redirectSet);
        },
        onError: () => void message.error(settingsMessages.redirectFailed),
      },
    );

  return (
    <Form.Item
      label="Redirect URL"
      htmlFor="settings-redirect"
      validateStatus={invalid ? 'error' : hint ? 'warning' : undefined}
      help={invalid ? settingsMessages.invalidUrl : hint}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input id="settings-redirect" value={value} disabled={disabled} placeholder="https://" onChange={(e) => setDraft(e.target.value)} />
        <Button disabled={disabled || invalid || draft === null || draft === redirectURL} loading={update.isPending} onClick={set}>
          Set redirect URL
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
