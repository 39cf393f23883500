import { Flex, Form, Input, Radio, Switch, Typography } from 'antd';
import { centerLogoAllowed, LINK_POSITIONS, menuLimits, menuMessages, type Flag, type Menu, type MenuTypeData } from '@domain/pages/menu';
import { ImagePicker } from '@/lib/image-picker';
import type { LinkableChat, LinkablePage } from '../model/menu-doc';
import { MenuLinksField } from './MenuLinksField';

type Props = { eventId: string; menu: Menu; pages: LinkablePage[]; chats: LinkableChat[]; disabled: boolean; onChange: (menu: Menu) => void };

const COLOR_FIELDS = [
  { key: 'mainColor', label: 'Text colour' },
  { key: 'secondaryColor', label: 'Accent colour' },
  { key: 'backgroundColor', label: 'Background colour' },
] as const;

const SWITCHES: { key: keyof MenuTypeData; label: string }[] = [
  { key: 'visible', label: 'Visible' },
  { key: 'linksShow', label: 'Show links' },
  { key: 'fixed', label: 'Fixed to the top' },
  { key: 'centerLogo', label: 'Center logo' },
  { key: 'showWaterMark', label: 'Show watermark' },
];

const flag = (on: boolean): Flag => (on ? 'true' : 'false');
/** A colour the native picker can show (#rrggbb); others show as black until changed. */
const pickerValue = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : /^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((d) => d + d).join('')}` : '#000000');

/** The menu editor's fields (spec 002 section 3 "Menu", section 5's "Center logo" rule). */
export function MenuForm({ eventId, menu, pages, chats, disabled, onChange }: Props) {
  const set = (change: Partial<Menu>) => onChange({ ...menu, ...change });
  const setFlag = (key: keyof MenuTypeData, on: boolean) => {
    const typeData = { ...menu.typeData, [key]: flag(on) };
    // Showing the links again un-centres the logo: the rule allows a centred logo only without them.
    if (key === 'linksShow' && on) typeData.centerLogo = 'false';
    set({ typeData });
  };
  const centerAllowed = centerLogoAllowed(menu.typeData);

  return (
    <Form layout="vertical" disabled={disabled} onSubmitCapture={(e) => e.preventDefault()}>
      <Form.Item label="Name" htmlFor="menu-name" required validateStatus={menu.name.trim() === '' ? 'error' : undefined} help={menu.name.trim() === '' ? menuMessages.nameRequired : undefined}>
        <Input id="menu-name" value={menu.name} maxLength={menuLimits.nameMaxLength} onChange={(e) => set({ name: e.target.value })} />
      </Form.Item>
      <Form.Item label="Title" htmlFor="menu-title" extra="Shown in the bar when there is no logo.">
        <Input id="menu-title" value={menu.title} maxLength={menuLimits.nameMaxLength} onChange={(e) => set({ title: e.target.value })} />
      </Form.Item>
      <Form.Item label="Type" htmlFor="menu-type">
        <Radio.Group
          id="menu-type"
          aria-label="Type"
          optionType="button"
          value={menu.type}
          onChange={(e) => set({ type: e.target.value as Menu['type'] })}
          options={[
            { value: 'header', label: 'Header' },
            { value: 'footer', label: 'Footer' },
          ]}
        />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item label="Logo">
          <ImagePicker label="Logo" resourceId={eventId} value={menu.img || null} disabled={disabled} onChange={(url) => set({ img: url ?? '' })} />
        </Form.Item>
        <Form.Item label="Secondary logo">
          <ImagePicker label="Secondary logo" resourceId={eventId} value={menu.secondaryLogo || null} disabled={disabled} onChange={(url) => set({ secondaryLogo: url ?? '' })} />
        </Form.Item>
      </Flex>
      <Form.Item label="Pages">
        <MenuLinksField eventId={eventId} links={menu.pages} pages={pages} chats={chats} disabled={disabled} onChange={(links) => set({ pages: links })} />
      </Form.Item>
      <Flex gap={24} wrap>
        {COLOR_FIELDS.map(({ key, label }) => (
          <Form.Item key={key} label={label} htmlFor={`menu-${key}`}>
            <input
              id={`menu-${key}`}
              type="color"
              value={pickerValue(menu.colors[key])}
              disabled={disabled}
              onChange={(e) => set({ colors: { ...menu.colors, [key]: e.target.value } })}
              style={{ width: 64, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}
            />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item label="Links position" htmlFor="menu-position">
        <Radio.Group
          id="menu-position"
          aria-label="Links position"
          optionType="button"
          value={menu.css.position}
          onChange={(e) => set({ css: { ...menu.css, position: e.target.value as Menu['css']['position'] } })}
          options={LINK_POSITIONS.map((position) => ({ value: position, label: position[0].toUpperCase() + position.slice(1) }))}
        />
      </Form.Item>
      <Flex gap={24} wrap>
        {SWITCHES.map(({ key, label }) => (
          <Form.Item key={key} label={label} htmlFor={`menu-${key}`} style={{ marginBottom: 8 }}>
            <Switch
              id={`menu-${key}`}
              checked={menu.typeData[key] === 'true'}
              disabled={disabled || (key === 'centerLogo' && !centerAllowed && menu.typeData.centerLogo !== 'true')}
              onChange={(on) => setFlag(key, on)}
            />
          </Form.Item>
        ))}
      </Flex>
      {!centerAllowed && <Typography.Text type="secondary">{menuMessages.centerLogo}</Typography.Text>}
    </Form>
  );
}
