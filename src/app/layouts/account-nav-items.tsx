import {
  CalendarOutlined,
  ControlOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  LoadingOutlined,
  LockOutlined,
  ProjectOutlined,
  SettingOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { OrganizationEntry } from '@/features/organizations/api/use-my-organizations';
import type { LiveState } from '@/lib/live/use-live-subscription';

type Items = NonNullable<MenuProps['items']>;

/** An organisation entry's link; its name carries the organisation so screen readers can tell the "Events" links apart. */
function orgLink(to: string, text: string, org: OrganizationEntry) {
  return (
    <Link to={to} aria-label={`${text}, ${org.name}`}>
      {text}
    </Link>
  );
}

/**
 * While the organisations load, or when they cannot be read at all, the navigation says so in
 * their place; a failure after they were read keeps the last known entries.
 */
function organizationItems(organizations: LiveState<OrganizationEntry[]>): Items {
  if (organizations.status === 'pending') {
    return [{ key: 'organisations-loading', icon: <LoadingOutlined aria-hidden />, label: 'Loading organisations…', disabled: true }];
  }
  if (!organizations.data) {
    return [{ key: 'organisations-failed', icon: <WarningOutlined aria-hidden />, label: 'Organisations could not be loaded', disabled: true }];
  }
  return organizations.data.map((org) => ({
    type: 'group' as const,
    key: `group-${org.id}`,
    label: org.name,
    children: [
      { key: `/organization/${org.id}`, icon: <ProjectOutlined aria-hidden />, label: orgLink(`/organization/${org.id}`, 'Events', org) },
      ...(org.isOwner
        ? [{ key: `/member/${org.id}`, icon: <TeamOutlined aria-hidden />, label: orgLink(`/member/${org.id}`, 'Members', org) }]
        : []),
      {
        key: `/organization/${org.id}/materials`,
        icon: <FolderOpenOutlined aria-hidden />,
        label: orgLink(`/organization/${org.id}/materials`, 'Materials', org),
      },
    ],
  }));
}

/** The account area's navigation (spec 000 section 2.2); Access only for the staff account. */
export function accountNavItems(organizations: LiveState<OrganizationEntry[]>, showAccess: boolean): Items {
  return [
    { key: '/', icon: <CalendarOutlined aria-hidden />, label: <Link to="/">Events</Link> },
    { key: '/about', icon: <InfoCircleOutlined aria-hidden />, label: <Link to="/about">About</Link> },
    ...organizationItems(organizations),
    { key: 'organisation-settings', icon: <ControlOutlined aria-hidden />, label: 'Organisation Settings', disabled: true },
    { key: '/settings', icon: <SettingOutlined aria-hidden />, label: <Link to="/settings">Settings</Link> },
    ...(showAccess ? [{ key: '/access', icon: <LockOutlined aria-hidden />, label: <Link to="/access">Access</Link> }] : []),
  ];
}

/** The routes the entries lead to, for picking the selected one. */
export function navKeys(items: Items): string[] {
  return items.flatMap((item) => {
    if (!item) return [];
    const children = 'children' in item && item.children ? navKeys(item.children) : [];
    return typeof item.key === 'string' && item.key.startsWith('/') ? [item.key, ...children] : children;
  });
}
