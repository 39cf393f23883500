import { FilterFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Popover, type InputRef } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The pause before a column's filter input takes the focus, once its popup has opened. */
export const FILTER_FOCUS_DELAY_MS = 100;

type Props = {
  /** The accessible name of the header button, e.g. "Search titles". */
  label: string;
  active: boolean;
  icon: 'search' | 'filter';
  children: (controls: { close: () => void; open: boolean }) => ReactNode;
};

/**
 * A column header's search or filter control. Unlike the table's own filter icon (which the
 * keyboard cannot reach), it is a real button; Escape closes the popup and gives the focus back.
 */
export function ColumnFilter({ label, active, icon, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const Icon = icon === 'search' ? SearchOutlined : FilterFilled;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottom"
      content={
        <div role="group" aria-label={label} onKeyDown={(e) => e.key === 'Escape' && close()}>
          {/* eslint-disable-next-line react-hooks/refs -- the controls call close from their event handlers only, never while rendering */}
          {children({ close, open })}
        </div>
      }
    >
      <Button
        ref={button}
        type="text"
        size="small"
        aria-label={active ? `${label} (in use)` : label}
        aria-expanded={open}
        icon={<Icon aria-hidden style={{ color: active ? '#1677ff' : undefined }} />}
      />
    </Popover>
  );
}

type TextFilterProps = { label: string; value: string; open: boolean; onChange: (value: string) => void; close: () => void };

/** Free-text search for a column; the input takes the focus FILTER_FOCUS_DELAY_MS after opening. */
export function TextFilter({ label, value, open, onChange, close }: TextFilterProps) {
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.select(), FILTER_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Flex vertical gap={8} style={{ width: 220 }}>
      <Input
        ref={input}
        aria-label={label}
        placeholder={label}
        allowClear
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onPressEnter={close}
      />
      <Button
        size="small"
        disabled={!value}
        onClick={() => {
          onChange('');
          close();
        }}
      >
        Reset
      </Button>
    </Flex>
  );
}

type ChoiceFilterProps = { options: { value: string; label: string }[]; value: string[]; onChange: (value: string[]) => void };

/** A set of values to keep; none checked keeps everything. */
export function ChoiceFilter({ options, value, onChange }: ChoiceFilterProps) {
  return (
    <Flex vertical gap={8}>
      <Checkbox.Group
        value={value}
        options={options}
        onChange={(checked) => onChange(checked as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
      <Button size="small" onClick={() => onChange([])} disabled={value.length === 0}>
        Reset
      </Button>
    </Flex>
  );
}
