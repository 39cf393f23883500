import { Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '@/lib/config';

type Items = NonNullable<MenuProps['items']>;

type Props = {
  label: string;
  items: Items;
  selectedKey: string | null;
  collapsed: boolean;
  /** Told when the window crosses the width below which the navigation starts collapsed. */
  onNarrow: (narrow: boolean) => void;
};

/**
 * The collapsible side navigation both signed-in layouts share: brand, entries, version and year.
 * Below 1200 px it collapses to its icons, so tables and forms keep their width on small laptops
 * and tablets; the header's button still expands it.
 */
export function SideNav({ label, items, selectedKey, collapsed, onNarrow }: Props) {
  return (
    <Layout.Sider
      theme="light"
      collapsible
      collapsed={collapsed}
      breakpoint="xl"
      onBreakpoint={onNarrow}
      trigger={null}
      width={232}
      collapsedWidth={72}
      style={{ borderRight: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <Flex vertical style={{ minHeight: '100%' }}>
        <Link to="/" aria-label={APP_NAME} style={{ display: 'block', padding: '20px 24px', fontWeight: 600, fontSize: 18, color: 'rgba(0, 0, 0, 0.88)' }}>
          {collapsed ? APP_NAME.slice(0, 2) : APP_NAME}
        </Link>
        <nav aria-label={label}>
          <Menu mode="inline" inlineCollapsed={collapsed} items={items} selectedKeys={selectedKey ? [selectedKey] : []} style={{ borderInlineEnd: 0 }} />
        </nav>
        <div style={{ marginTop: 'auto', padding: collapsed ? '16px 8px' : '16px 24px', textAlign: collapsed ? 'center' : 'start' }}>
          <Typography.Text style={{ display: 'block', fontSize: 12 }}>
            {collapsed ? `v${APP_VERSION}` : `Version ${APP_VERSION}`}
          </Typography.Text>
          <Typography.Text style={{ display: 'block', fontSize: 12 }}>
            © {new Date().getFullYear()}
            {collapsed ? '' : ` ${APP_NAME}`}
          </Typography.Text>
        </div>
      </Flex>
    </Layout.Sider>
  );
}

/** The entry for a path: exact, or the entry the path sits under (`/organization/x/materials`). */
export function selectedKeyFor(pathname: string, keys: string[]): string | null {
  const candidates = keys.filter((k) => k === pathname || (k !== '/' && pathname.startsWith(`${k}/`)));
  return candidates.sort((a, b) => b.length - a.length)[0] ?? null;
}
