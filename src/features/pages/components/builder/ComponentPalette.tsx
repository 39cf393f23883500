import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { searchPalette, type PaletteEntry } from '@domain/pages/component';

/**
 * The component library (spec 002 section 2): a search box "Search components here..." and an
 * entry per block; clicking one adds a new block at the end of the page. It stays in view as the page scrolls.
 */
export function ComponentPalette({ onAdd, disabled }: { onAdd: (entry: PaletteEntry) => void; disabled: boolean }) {
  const [search, setSearch] = useState('');
  const entries = searchPalette(search);
  return (
    <aside className="builder-palette" aria-labelledby="palette-heading">
      <Typography.Title level={2} id="palette-heading" style={{ fontSize: 16, marginTop: 0 }}>
        Components
      </Typography.Title>
      <Input.Search placeholder="Search components here..." aria-label="Search components" allowClear value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul className="builder-palette-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Button block icon={<PlusOutlined aria-hidden />} onClick={() => onAdd(entry)} disabled={disabled} style={{ justifyContent: 'flex-start' }}>
              {entry.label}
            </Button>
          </li>
        ))}
      </ul>
      {entries.length === 0 && <Typography.Text type="secondary">No components match.</Typography.Text>}
    </aside>
  );
}
