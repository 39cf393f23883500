import { AutoComplete, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import { searchSuggestions } from '../model/my-event-row';

/** Spec 000 section 2.5: the search box takes the focus shortly after the page opens. */
export const SEARCH_FOCUS_DELAY_MS = 100;
const DROPDOWN_WIDTH = 500;

type Props = { rows: { title: string; tags: string[] }[]; value: string; onChange: (value: string) => void };

/** The search above "My events", with suggestions grouped as "Tags" and "Events". */
export function EventSearch({ rows, value, onChange }: Props) {
  const input = useRef<GetRef<typeof AutoComplete>>(null);
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const { tags, titles } = searchSuggestions(rows, value);
  const options = [
    ...(tags.length ? [{ label: 'Tags', options: tags.map((tag) => ({ key: `tag:${tag}`, value: tag, label: tag })) }] : []),
    ...(titles.length ? [{ label: 'Events', options: titles.map((title) => ({ key: `event:${title}`, value: title, label: title })) }] : []),
  ];
  return (
    <AutoComplete
      ref={input}
      aria-label="Search events"
      placeholder="Search by title or tag"
      allowClear
      value={value}
      options={options}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      popupMatchSelectWidth={DROPDOWN_WIDTH}
      virtual={false}
      style={{ width: '100%', maxWidth: DROPDOWN_WIDTH }}
    />
  );
}
