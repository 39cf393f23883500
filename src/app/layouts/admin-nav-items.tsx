import {
  AppstoreOutlined,
  BarChartOutlined,
  FilePptOutlined,
  FileTextOutlined,
  MenuOutlined,
  MessageOutlined,
  PictureOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SoundOutlined,
  TeamOutlined,
  VideoCameraAddOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The event's sidebar in the order of spec 000 section 2.1's route table. The spec's menu leaves
 * out Pages and Agenda, which left both screens unreachable (issue 30): they are entries here.
 */
export const adminNavEntries: { path: string; label: string; icon: ReactNode }[] = [
  { path: '/media', label: 'Mediabank', icon: <PictureOutlined aria-hidden /> },
  { path: '/pages', label: 'Pages', icon: <FileTextOutlined aria-hidden /> },
  { path: '/menus', label: 'Menus', icon: <MenuOutlined aria-hidden /> },
  { path: '/streams', label: 'Streams', icon: <VideoCameraOutlined aria-hidden /> },
  { path: '/chats', label: 'Chats', icon: <MessageOutlined aria-hidden /> },
  { path: '/polls', label: 'Polls', icon: <BarChartOutlined aria-hidden /> },
  { path: '/zoom', label: 'Zoom', icon: <VideoCameraAddOutlined aria-hidden /> },
  { path: '/material', label: 'Presentations', icon: <FilePptOutlined aria-hidden /> },
  { path: '/presenters', label: 'Presenters', icon: <SoundOutlined aria-hidden /> },
  { path: '/decks', label: 'Decks', icon: <AppstoreOutlined aria-hidden /> },
  { path: '/agenda', label: 'Agenda', icon: <ScheduleOutlined aria-hidden /> },
  { path: '/participants', label: 'Participants', icon: <TeamOutlined aria-hidden /> },
  { path: '/settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> },
];

export const adminNavItems: NonNullable<MenuProps['items']> = adminNavEntries.map((e) => ({ key: e.path, icon: e.icon, label: <Link to={e.path}>{e.label}</Link> }));
export const adminNavKeys = adminNavEntries.map((e) => e.path);
