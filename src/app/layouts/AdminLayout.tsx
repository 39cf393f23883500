import { Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthUser } from '@/backend/port';
import { VerifyEmailNotice } from '@/features/auth/components/VerifyEmailNotice';
import { ProfileModal } from '@/features/profile/components/ProfileModal';
import { useSignOutFlow } from '../session/use-sign-out-flow';
import { clearSelectedEvent } from '../stores/selected-event';
import { adminNavItems, adminNavKeys } from './admin-nav-items';
import { AdminHeader } from './AdminHeader';
import { SideNav, selectedKeyFor } from './SideNav';

/** The selected event's back office: sidebar, event header and the screen. */
export function AdminLayout({ user, eventId, children }: { user: AuthUser; eventId: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const { signOut } = useSignOutFlow();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNav label="Event navigation" items={adminNavItems} selectedKey={selectedKeyFor(pathname, adminNavKeys)} collapsed={collapsed} onNarrow={setCollapsed} />
      <Layout>
        <AdminHeader
          user={user}
          eventId={eventId}
          collapsed={collapsed}
          onToggleNav={() => setCollapsed((c) => !c)}
          onBack={() => {
            clearSelectedEvent();
            navigate('/');
          }}
          onSwitchEvent={() => {
            clearSelectedEvent();
            navigate('/events');
          }}
          onProfile={() => setProfileOpen(true)}
          onSignOut={signOut}
        />
        <VerifyEmailNotice user={user} />
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
      <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} user={user} />
    </Layout>
  );
}
