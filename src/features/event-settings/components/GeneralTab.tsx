import { Form, Input, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { LANGUAGES, type LanguageCode } from '@domain/events/event-rules';
import { PICKER_FONTS } from '@domain/pages/site-fonts';
import { DATE_MINUTE_STEP, settingsMessages } from '@domain/events/event-settings';
import { messageForError } from '@/lib/errors/error-catalogue';
import { ImagePicker } from '@/lib/image-picker';
import { DateTimeField } from '@/ui/DateTimeField';
import type { LiveState } from '@/lib/live/use-live-subscription';
import type { Choice } from '../api/use-event-choices';
import { useEventMenuChoices, useEventPageChoices } from '../api/use-event-choices';
import type { SettingsEvent } from '../model/settings-event';
import type { FieldProblems, SettingsDraft, SettingsForm } from '../model/settings-form';
import { CustomCssButton } from './css/CustomCssButton';
import { ColorFields } from './ColorFields';


const FREE_SLUG_BORDER = '#389e0d';

export type SlugFeedback = { validateStatus?: 'error' | 'success' | 'validating'; help?: string };

type Props = {
  event: SettingsEvent;
  values: SettingsForm;
  problems: FieldProblems;
  slugFeedback: SlugFeedback;
  onChange: (patch: SettingsDraft) => void;
  onSlugChange: (input: string) => void;
  disabled: boolean;
};

const problem = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: message } : {});
/** A list that could not be read offers nothing and says why under its field. */
const listProblem = (list: LiveState<Choice[]>, message: string | undefined) => problem(message ?? (list.status === 'error' ? messageForError(list.error) : undefined));
const choicesOf = (list: LiveState<Choice[]>) => (list.status === 'error' ? [] : list.data);

/** Spec 000 section 5: a missing https:// is only a hint; a scheme other than http(s) is refused. */
function redirectFeedback(value: string, refusal: string | undefined) {
  if (refusal) return problem(refusal);
  const typed = value.trim();
  return typed !== '' && !typed.startsWith('https://') ? { validateStatus: 'warning' as const, help: settingsMessages.redirectHint } : {};
}

/** A select of the event's pages or menus; '' (nothing chosen) is stored when cleared. */
function DocSelect({ id, value, choices, onChange, placeholder }: { id: string; value: string; choices: Choice[] | undefined; onChange: (v: string) => void; placeholder: string }) {
  // A stored id that is no longer among the choices (a removed page) still shows, as its id.
  const options = choices && value !== '' && !choices.some((c) => c.value === value) ? [...choices, { value, label: value }] : choices;
  return (
    <Select
      id={id}
      virtual={false}
      allowClear
      placeholder={placeholder}
      loading={choices === undefined}
      value={value === '' ? undefined : value}
      options={options ?? []}
      onChange={(next?: string) => onChange(next ?? '')}
    />
  );
}

/** The General tab (spec 000 sections 2.11, 3 and 5). */
export function GeneralTab({ event, values, problems, slugFeedback, onChange, onSlugChange, disabled }: Props) {
  const pages = useEventPageChoices(event.id);
  const menus = useEventMenuChoices(event.id);
  // The system families and the web fonts the product serves (the spec's web-fonts service is not reachable from here); the event's own font is always offered.
  const fonts = [...new Set([...PICKER_FONTS, ...(values.font ? [values.font] : [])])].sort();

  return (
    <Form layout="vertical" disabled={disabled} requiredMark={false} style={{ maxWidth: 640 }}>
      <Form.Item label="Title" htmlFor="settings-title" required {...problem(problems.title)}>
        <Input id="settings-title" value={values.title} onChange={(e) => onChange({ title: e.target.value })} aria-required />
      </Form.Item>
      <Form.Item label="Slug" htmlFor="settings-slug" hasFeedback {...slugFeedback}>
        <Input
          id="settings-slug"
          value={values.slug}
          onChange={(e) => onSlugChange(e.target.value)}
          aria-required
          // antd colours only an error border; a free slug's border is green (spec 000 section 5).
          style={slugFeedback.validateStatus === 'success' ? { borderColor: FREE_SLUG_BORDER } : undefined}
        />
      </Form.Item>
      <Form.Item label="Date" htmlFor="settings-date" {...problem(problems.date)}>
        <DateTimeField
          id="settings-date"
          minuteStep={DATE_MINUTE_STEP}
          value={values.date === null ? null : dayjs(values.date)}
          onChange={(date) => onChange({ date: date ? date.valueOf() : null })}
        />
      </Form.Item>
      <Form.Item label="Language" htmlFor="settings-language">
        <Select<LanguageCode>
          id="settings-language"
          virtual={false}
          value={values.language}
          options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
          onChange={(language) => onChange({ language })}
        />
      </Form.Item>
      <ColorFields eventId={event.id} colors={event.colors} disabled={disabled} />
      <Form.Item label="Font" htmlFor="settings-font" {...problem(problems.font)}>
        <Select
          id="settings-font"
          virtual={false}
          showSearch
          allowClear
          placeholder="Default font"
          value={values.font === '' ? undefined : values.font}
          options={fonts.map((font) => ({ value: font, label: font }))}
          onChange={(font?: string) => onChange({ font: font ?? '' })}
        />
      </Form.Item>
      <Form.Item label="Custom CSS" colon={false}>
        <CustomCssButton eventId={event.id} css={event.styleSheet.css} styleSheetId={event.styleSheet.id} font={event.font} disabled={disabled} />
      </Form.Item>
      <Form.Item label="Favicon" {...problem(problems.favicon)}>
        <ImagePicker
          resourceId={event.id}
          label="Favicon"
          value={values.favicon.url || null}
          onChange={(url) => onChange({ favicon: { url: url ?? '' } })}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item label="Front page" htmlFor="settings-front-page" {...listProblem(pages, problems.frontPage)}>
        <DocSelect id="settings-front-page" value={values.frontPage} choices={choicesOf(pages)} placeholder="No front page" onChange={(frontPage) => onChange({ frontPage })} />
      </Form.Item>
      <Form.Item label="Header menu" htmlFor="settings-header-menu" {...listProblem(menus, problems.headerMenu)}>
        <DocSelect id="settings-header-menu" value={values.headerMenu} choices={choicesOf(menus)} placeholder="No header menu" onChange={(headerMenu) => onChange({ headerMenu })} />
      </Form.Item>
      <Form.Item label="Footer menu" htmlFor="settings-footer-menu" {...listProblem(menus, problems.footerMenu)}>
        <DocSelect id="settings-footer-menu" value={values.footerMenu} choices={choicesOf(menus)} placeholder="No footer menu" onChange={(footerMenu) => onChange({ footerMenu })} />
      </Form.Item>
      <Form.Item label="Show page title" htmlFor="settings-show-title">
        <Switch id="settings-show-title" checked={values.showPageTitle} onChange={(showPageTitle) => onChange({ showPageTitle })} />
      </Form.Item>
      <Form.Item label="Redirect URL" htmlFor="settings-redirect" {...redirectFeedback(values.redirectURL, problems.redirectURL)}>
        <Input id="settings-redirect" placeholder="https://" value={values.redirectURL} onChange={(e) => onChange({ redirectURL: e.target.value })} />
      </Form.Item>
      {(
        [
          ['description', 'Description'],
          ['termsOfService', 'Terms of service'],
          ['privacyPolicy', 'Privacy policy'],
        ] as const
      ).map(([key, label]) => (
        <Form.Item key={key} label={label} htmlFor={`settings-${key}`} {...problem(problems[key])}>
          <Input.TextArea id={`settings-${key}`} autoSize={{ minRows: 3, maxRows: 12 }} value={values[key]} onChange={(e) => onChange({ [key]: e.target.value })} />
        </Form.Item>
      ))}
    </Form>
  );
}
