import { Checkbox, Flex, Input, Select, Switch, Typography } from 'antd';
import type { MediaKind } from '@domain/media/media-types';
import { SORT_LABELS, SORT_ORDERS, TYPE_GROUPS, type SortOrder } from '../model/media-item';

export type LibraryView = { search: string; order: SortOrder; kinds: MediaKind[]; multiple: boolean };

/** Search by name, the six orders, the type toggles and the multiple-select switch (spec 002 section 2). */
export function LibraryToolbar({ view, onChange }: { view: LibraryView; onChange(view: LibraryView): void }) {
  const set = (change: Partial<LibraryView>) => onChange({ ...view, ...change });
  return (
    <Flex gap={12} wrap align="center" className="media-toolbar">
      <Input.Search allowClear placeholder="Search by name" aria-label="Search files by name" value={view.search} onChange={(e) => set({ search: e.target.value })} style={{ width: 220 }} />
      <Select
        aria-label="Order"
        value={view.order}
        onChange={(order) => set({ order })}
        options={SORT_ORDERS.map((o) => ({ value: o, label: SORT_LABELS[o] }))}
        style={{ width: 150 }}
      />
      <Checkbox.Group
        aria-label="File types"
        value={view.kinds}
        onChange={(kinds) => set({ kinds: kinds as MediaKind[] })}
        options={TYPE_GROUPS.map(({ kind, label }) => ({ value: kind, label }))}
      />
      <Flex gap={6} align="center">
        <Switch checked={view.multiple} onChange={(multiple) => set({ multiple })} aria-label="Multiple select" id="media-multiple" />
        <Typography.Text>
          <label htmlFor="media-multiple">Multiple select</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
