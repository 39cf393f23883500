import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { KeyboardEvent } from 'react';
import { SETTINGS_DATE_FORMAT } from '@domain/events/event-settings';

dayjs.extend(customParseFormat);

/**
 * What a date field shows: the spec's picker format (spec 000 section 9). Typed, it also takes the
 * format the tables print ("HH:mm - DD.MM.YYYY", and the streams' "HH:mm @ DD.MM.YYYY") and
 * days, months and hours without their leading zero.
 */
export const DATE_FIELD_FORMATS = [SETTINGS_DATE_FORMAT, 'D.M.YYYY H:mm', 'HH:mm - DD.MM.YYYY', 'H:mm - D.M.YYYY', 'HH:mm @ DD.MM.YYYY'];

/** A typed time in one of the field's formats, or null. */
export function parseTypedDate(text: string): Dayjs | null {
  for (const format of DATE_FIELD_FORMATS) {
    const parsed = dayjs(text.trim(), format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

type Props = {
  id?: string;
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  disabled?: boolean;
  minuteStep?: 1 | 5 | 15;
};

/**
 * Every date and time field of the app (issue 30 point 6): one format shown as its placeholder,
 * typed dates taken in any of DATE_FIELD_FORMATS when the field is left (no OK click), and Enter
 * never submits the form around it with less than was typed: a date typed is taken first, and
 * text that is no date keeps the form from submitting.
 */
export function DateTimeField({ id, value, onChange, disabled, minuteStep = 1 }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const text = event.target.value.trim();
    if (text === '') return;
    const typed = parseTypedDate(text);
    if (typed) onChange?.(typed.startOf('minute'));
    else event.preventDefault();
  };
  return (
    <DatePicker
      id={id}
      value={value ?? null}
      onChange={(date: Dayjs | null) => onChange?.(date)}
      onKeyDown={onKeyDown}
      disabled={disabled}
      showTime={{ format: 'HH:mm', minuteStep }}
      format={DATE_FIELD_FORMATS}
      placeholder={SETTINGS_DATE_FORMAT}
      needConfirm={false}
    />
  );
}
