import { Button, Flex, Layout, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AuthUser } from '@/backend/port';
import { VerifyEmailNotice } from '@/features/auth/components/VerifyEmailNotice';
import { useMyOrganizations } from '@/features/organizations/api/use-my-organizations';
import { ProfileModal } from '@/features/profile/components/ProfileModal';
import { isStaffEmail } from '@/lib/config';
import { useSignOutFlow } from '../session/use-sign-out-flow';
import { accountNavItems, navKeys } from './account-nav-items';
import { CollapseButton } from './CollapseButton';
import { SideNav, selectedKeyFor } from './SideNav';
import { UserAvatar } from './UserAvatar';

/** The account area of spec 000 section 2.2: the event picker with its own navigation. */
export function AccountLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const { signOut, pending } = useSignOutFlow();
  const organizations = useMyOrganizations(user.uid);
  const items = accountNavItems(organizations, isStaffEmail(user.email));
  const selectedKey = pathname === '/events' ? '/' : selectedKeyFor(pathname, navKeys(items));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNav label="Account navigation" items={items} selectedKey={selectedKey} collapsed={collapsed} onNarrow={setCollapsed} />
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
