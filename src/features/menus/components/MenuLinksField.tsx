import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { AUDIENCE_CHAT_PATH } from '@domain/chats/chat';
import { menuLimits, menuMessages, type MenuLink } from '@domain/pages/menu';
import type { LinkableChat, LinkablePage } from '../model/menu-doc';

type Props = { eventId: string; links: MenuLink[]; pages: LinkablePage[]; chats: LinkableChat[]; disabled: boolean; onChange: (links: MenuLink[]) => void };

/** What a link names in the editor, where it leads, and why it no longer works (null while it does). */
type Target = { name: string; address: string; tag: string | null; problem: string | null };

function targetOf(eventId: string, link: MenuLink, pages: ReadonlyMap<string, LinkablePage>, chats: ReadonlyMap<string, LinkableChat>): Target {
  if (link.kind === 'chat') {
    const chat = chats.get(link.id);
    return { name: chat?.title || link.label || 'Chat', address: AUDIENCE_CHAT_PATH(eventId, link.id), tag: chat ? 'Chat' : 'Deleted chat', problem: chat ? null : menuMessages.deletedChat };
  }
  const page = pages.get(link.id);
  const problem = !page ? menuMessages.deletedPage : page.removed ? 'This page is archived: the site leaves the link out while it is.' : null;
  return { name: page ? page.title || page.slug : link.label || link.slug, address: `/${page?.slug ?? link.slug}`, tag: !page ? 'Deleted page' : page.removed ? 'Archived page' : null, problem };
}

const move = (links: MenuLink[], from: number, to: number) => {
  const next = [...links];
  const [link] = next.splice(from, 1);
  next.splice(to, 0, link);
  return next;
};

/**
 * The menu's pages (spec 002 section 3 "Menu": id, label, slug), in order: a page is added from
 * the event's pages, its label edited, moved up or down, removed. A link whose page was deleted
 * says so; the site leaves it out until it is removed here. A chat's audience page is added the
 * same way (issue 29).
 */
export function MenuLinksField({ eventId, links, pages, chats, disabled, onChange }: Props) {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const chatsById = new Map(chats.map((chat) => [chat.id, chat]));
  const choices = pages.filter((page) => !page.removed && !links.some((link) => link.id === page.id)).map((page) => ({ value: page.id, label: page.title || page.slug }));
  const chatChoices = chats.filter((chat) => !links.some((link) => link.kind === 'chat' && link.id === chat.id)).map((chat) => ({ value: chat.id, label: chat.title || 'Chat' }));
  const full = links.length >= menuLimits.maxPages;
  const update = (index: number, change: Partial<MenuLink>) => onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));

  return (
    <Flex vertical gap={8}>
      <Select
        aria-label="Add a page"
        placeholder={choices.length === 0 ? 'No more pages to add' : 'Add a page'}
        value={null}
        options={choices}
        disabled={disabled || choices.length === 0 || full}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(id: string) => {
          const page = byId.get(id);
          if (page) onChange([...links, { id: page.id, label: page.title || page.slug, slug: page.slug }]);
        }}
      />
      <Select
        aria-label="Add a chat"
        placeholder={chatChoices.length === 0 ? 'No more chats to add' : 'Add a chat'}
        value={null}
        options={chatChoices}
        disabled={disabled || chatChoices.length === 0 || full}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(id: string) => {
          const chat = chatsById.get(id);
          if (chat) onChange([...links, { id: chat.id, label: chat.title || 'Chat', slug: '', kind: 'chat' }]);
        }}
      />
      {links.length === 0 && <Typography.Text type="secondary">No pages in this menu yet.</Typography.Text>}
      <ol aria-label="Menu pages" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {links.map((link, index) => {
          const target = targetOf(eventId, link, byId, chatsById);
          return (
            <li key={`${link.kind ?? 'page'}-${link.id}`} data-testid="menu-link">
              <Flex gap={8} align="center" wrap>
                <Input
                  aria-label={`Label of ${target.name}`}
                  style={{ flex: '1 1 180px' }}
                  value={link.label}
                  maxLength={menuLimits.labelMaxLength}
                  disabled={disabled}
                  onChange={(e) => update(index, { label: e.target.value })}
                />
                <Typography.Text type="secondary">{target.address}</Typography.Text>
                {target.tag && <Tag color={target.problem ? 'red' : 'blue'}>{target.tag}</Tag>}
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
              {target.problem && (
                <Typography.Text type="danger" style={{ fontSize: 13 }}>
                  {target.problem}
                </Typography.Text>
              )}
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
