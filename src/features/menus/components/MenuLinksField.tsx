import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { menuLimits, menuMessages, type MenuLink } from '@domain/pages/menu';
import type { LinkablePage } from '../model/menu-doc';

type Props = { links: MenuLink[]; pages: LinkablePage[]; disabled: boolean; onChange: (links: MenuLink[]) => void };

const move = (links: MenuLink[], from: number, to: number) => {
  const next = [...links];
  const [link] = next.splice(from, 1);
  next.splice(to, 0, link);
  return next;
};

/**
 * The menu's pages (spec 002 section 3 "Menu": id, label, slug), in order: a page is added from
 * the event's pages, its label edited, moved up or down, removed. A link whose page was deleted
 * says so; the site leaves it out until it is removed here.
 */
export function MenuLinksField({ links, pages, disabled, onChange }: Props) {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const choices = pages.filter((page) => !page.removed && !links.some((link) => link.id === page.id)).map((page) => ({ value: page.id, label: page.title || page.slug }));
  const update = (index: number, change: Partial<MenuLink>) => onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));

  return (
    <Flex vertical gap={8}>
      <Select
        aria-label="Add a page"
        placeholder={choices.length === 0 ? 'No more pages to add' : 'Add a page'}
        value={null}
        options={choices}
        disabled={disabled || choices.length === 0 || links.length >= menuLimits.maxPages}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(id: string) => {
          const page = byId.get(id);
          if (page) onChange([...links, { id: page.id, label: page.title || page.slug, slug: page.slug }]);
        }}
      />
      {links.length === 0 && <Typography.Text type="secondary">No pages in this menu yet.</Typography.Text>}
      <ol aria-label="Menu pages" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {links.map((link, index) => {
          const page = byId.get(link.id);
          const gone = !page || page.removed;
          return (
            <li key={link.id} data-testid="menu-link">
              <Flex gap={8} align="center" wrap>
                <Input
                  aria-label={`Label of ${page ? page.title || page.slug : link.label || link.slug}`}
                  style={{ flex: '1 1 180px' }}
                  value={link.label}
                  maxLength={menuLimits.labelMaxLength}
                  disabled={disabled}
                  onChange={(e) => update(index, { label: e.target.value })}
                />
                <Typography.Text type="secondary">/{page?.slug ?? link.slug}</Typography.Text>
                {gone && <Tag color="red">{page ? 'Archived page' : 'Deleted page'}</Tag>}
                <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`Move ${link.label || link.slug} up`} disabled={disabled || index === 0} onClick={() => onChange(move(links, index, index - 1))} />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={`Move ${link.label || link.slug} down`}
                  disabled={disabled || index === links.length - 1}
                  onClick={() => onChange(move(links, index, index + 1))}
                />
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${link.label || link.slug}`} disabled={disabled} onClick={() => onChange(links.filter((_, i) => i !== index))} />
              </Flex>
              {gone && (
                <Typography.Text type="danger" style={{ fontSize: 13 }}>
                  {page ? 'This page is archived: the site leaves the link out while it is.' : menuMessages.deletedPage}
                </Typography.Text>
              )}
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
