import { CalendarOutlined, InfoCircleOutlined, LockOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuthUser } from '../../backend/port';
import { VerifyEmailNotice } from '../../features/auth/components/VerifyEmailNotice';
import { useMyOrganizations, type OrganizationEntry } from '../../features/organizations/api/use-my-organizations';
import { ProfileModal } from '../../features/profile/components/ProfileModal';
import { isStaffEmail } from '../../lib/config';
import { useSignOutFlow } from '../session/use-sign-out-flow';
import { CollapseButton } from './CollapseButton';
import { SideNav, selectedKeyFor } from './SideNav';
import { UserAvatar } from './UserAvatar';

type Items = NonNullable<MenuProps['items']>;

function organizationItems(organizations: OrganizationEntry[]): Items {
  return organizations.map((org) => ({
    type: 'group' as const,
    key: `group-${org.id}`,
    label: org.name,
    children: [
      { key: `/organization/${org.id}`, label: <Link to={`/organization/${org.id}`}>Events</Link> },
      ...(org.isOwner ? [{ key: `/member/${org.id}`, label: <Link to={`/member/${org.id}`}>Members</Link> }] : []),
      { key: `/organization/${org.id}/materials`, label: <Link to={`/organization/${org.id}/materials`}>Materials</Link> },
    ],
  }));
}

export function accountNavItems(organizations: OrganizationEntry[], showAccess: boolean): Items {
  return [
    { key: '/', icon: <CalendarOutlined aria-hidden />, label: <Link to="/">Events</Link> },
    { key: '/about', icon: <InfoCircleOutlined aria-hidden />, label: <Link to="/about">About</Link> },
    ...organizationItems(organizations),
    { key: 'organisation-settings', icon: <TeamOutlined aria-hidden />, label: 'Organisation Settings', disabled: true },
    { key: '/settings', icon: <SettingOutlined aria-hidden />, label: <Link to="/settings">Settings</Link> },
    ...(showAccess ? [{ key: '/access', icon: <LockOutlined aria-hidden />, label: <Link to="/access">Access</Link> }] : []),
  ];
}

function navKeys(items: Items): string[] {
  return items.flatMap((item) => {
    if (!item) return [];
    const children = 'children' in item && item.children ? navKeys(item.children) : [];
    return typeof item.key === 'string' && item.key.startsWith('/') ? [item.key, ...children] : children;
  });
}

/** The account area of spec 000 section 2.2: the event picker with its own navigation. */
export function AccountLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const { signOut, pending } = useSignOutFlow();
  const organizations = useMyOrganizations(user.uid);
  const items = accountNavItems(organizations.data ?? [], isStaffEmail(user.email));
  const selectedKey = pathname === '/events' ? '/' : selectedKeyFor(pathname, navKeys(items));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNav label="Account navigation" items={items} selectedKey={selectedKey} collapsed={collapsed} />
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
          <Flex align="center" gap={12} style={{ height: '100%' }}>
            <CollapseButton collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
            <Typography.Text strong style={{ fontSize: 18, flex: 1 }}>
              My Account
            </Typography.Text>
            <UserAvatar uid={user.uid} />
            <Button onClick={() => setProfileOpen(true)}>Profile</Button>
            <Button onClick={signOut} loading={pending}>
              Sign out
            </Button>
          </Flex>
        </Layout.Header>
        <VerifyEmailNotice user={user} />
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
      <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} user={user} />
    </Layout>
  );
}
