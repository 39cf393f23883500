import { App, Flex, Form, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { COLOR_DEBOUNCE_MS } from '@domain/events/event-settings';
import { useUpdateEventSettings } from '../api/update-event-settings';
import type { EventColors } from '../model/settings-event';
import { settingsErrorText } from '../model/settings-error';

const FIELDS: { key: keyof EventColors; label: string }[] = [
  { key: 'mainColor', label: 'Main colour' },
  { key: 'secondaryColor', label: 'Secondary colour' },
  { key: 'backgroundColor', label: 'Background colour' },
];

/** What a native colour input can show: #rrggbb (a stored #rgb is widened, an alpha part left out). */
function inputValue(hex: string): string {
  const digits = hex.slice(1);
  const wide = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  return `#${wide.toLowerCase()}`;
}

const sameColors = (a: EventColors, b: EventColors) => FIELDS.every(({ key }) => a[key].toLowerCase() === b[key].toLowerCase());

type Props = { eventId: string; colors: EventColors; disabled: boolean };

/**
 * The event's three colours. Dragging in a picker changes the colour many times a second, so a
 * change is written COLOR_DEBOUNCE_MS after the last one (spec 000 section 9), on its own,
 * without the Update button: the three colours go together, as the settings schema keeps them.
 */
export function ColorFields({ eventId, colors, disabled }: Props) {
  const { message } = App.useApp();
  const update = useUpdateEventSettings(eventId);
  // The colours picked and not yet stored; null shows the stored ones.
  const [picked, setPicked] = useState<EventColors | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Once the stored colours are the picked ones, the stored ones show again (and follow others' changes).
  const [storedSeen, setStoredSeen] = useState(colors);
  if (storedSeen !== colors) {
    setStoredSeen(colors);
    if (picked && sameColors(picked, colors)) setPicked(null);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = picked ?? colors;
  const change = (key: keyof EventColors, hex: string) => {
    const next = { ...shown, [key]: hex };
    setPicked(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      update.mutateAsync({ colors: next }).catch((error: unknown) => {
        setPicked(null);
        void message.error(settingsErrorText(error));
      });
    }, COLOR_DEBOUNCE_MS);
  };

  return (
    <Form.Item label="Colours" colon={false}>
      <Flex gap={16} wrap>
        {FIELDS.map(({ key, label }) => (
          // The browser's own picker: keyboard usable everywhere, and it weighs nothing on the first load.
          <Flex key={key} component="label" align="center" gap={8}>
            <input
              type="color"
              value={inputValue(shown[key])}
              disabled={disabled}
              onChange={(change_) => change(key, change_.target.value)}
              style={{ width: 48, height: 40, padding: 2, cursor: disabled ? 'not-allowed' : 'pointer' }}
            />
            <span>{label}</span>
            <Typography.Text type="secondary">{shown[key]}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Form.Item>
  );
}
