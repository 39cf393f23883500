import {
  AppstoreOutlined,
  BarChartOutlined,
  FilePptOutlined,
  MenuOutlined,
  MessageOutlined,
  PictureOutlined,
  SettingOutlined,
  SoundOutlined,
  TeamOutlined,
  VideoCameraAddOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Layout, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AuthUser } from '@/backend/port';
import { VerifyEmailNotice } from '@/features/auth/components/VerifyEmailNotice';
import { ProfileModal } from '@/features/profile/components/ProfileModal';
import { useSignOutFlow } from '../session/use-sign-out-flow';
import { clearSelectedEvent } from '../stores/selected-event';
import { AdminHeader } from './AdminHeader';
import { SideNav, selectedKeyFor } from './SideNav';

/** The menu-visible entries of spec 000 section 2.1. */
const entries: { path: string; label: string; icon: ReactNode }[] = [
  { path: '/media', label: 'Mediabank', icon: <PictureOutlined aria-hidden /> },
  { path: '/menus', label: 'Menus', icon: <MenuOutlined aria-hidden /> },
  { path: '/streams', label: 'Streams', icon: <VideoCameraOutlined aria-hidden /> },
  { path: '/chats', label: 'Chats', icon: <MessageOutlined aria-hidden /> },
  { path: '/polls', label: 'Polls', icon: <BarChartOutlined aria-hidden /> },
  { path: '/zoom', label: 'Zoom', icon: <VideoCameraAddOutlined aria-hidden /> },
  { path: '/material', label: 'Presentations', icon: <FilePptOutlined aria-hidden /> },
  { path: '/presenters', label: 'Presenters', icon: <SoundOutlined aria-hidden /> },
  { path: '/decks', label: 'Decks', icon: <AppstoreOutlined aria-hidden /> },
  { path: '/participants', label: 'Participants', icon: <TeamOutlined aria-hidden /> },
  { path: '/settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> },
];

const items: NonNullable<MenuProps['items']> = entries.map((e) => ({ key: e.path, icon: e.icon, label: <Link to={e.path}>{e.label}</Link> }));
const keys = entries.map((e) => e.path);

/** The selected event's back office: sidebar, event header and the screen. */
export function AdminLayout({ user, eventId, children }: { user: AuthUser; eventId: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const { signOut } = useSignOutFlow();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNav label="Event navigation" items={items} selectedKey={selectedKeyFor(pathname, keys)} collapsed={collapsed} onNarrow={setCollapsed} />
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
