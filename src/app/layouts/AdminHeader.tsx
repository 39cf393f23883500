import { ArrowLeftOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { AuthUser } from '@/backend/port';
import { useEvent } from '@/features/events/api/use-event';
import { publicViewUrl } from '@/lib/config';
import { StateTag } from '@/ui/StateTag';
import { CollapseButton } from './CollapseButton';
import { UserAvatar } from './UserAvatar';

type Props = {
  user: AuthUser;
  eventId: string;
  collapsed: boolean;
  onToggleNav: () => void;
  onBack: () => void;
  onProfile: () => void;
  onSwitchEvent: () => void;
  onSignOut: () => void;
};

/** The event header of spec 000 section 2.4. */
export function AdminHeader({ user, eventId, collapsed, onToggleNav, onBack, onProfile, onSwitchEvent, onSignOut }: Props) {
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const current = event.status === 'success' ? event.data : null;
  const title = event.status === 'pending' ? 'Loading event…' : current ? current.title || 'Untitled event' : 'Event unavailable';
  const menuActions: Record<string, () => void> = { profile: onProfile, switch: onSwitchEvent, 'sign-out': onSignOut };

  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex align="center" gap={12} style={{ height: '100%' }}>
        <CollapseButton collapsed={collapsed} onToggle={onToggleNav} />
        <Button type="text" aria-label="Back to my events" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} />
        <Typography.Text strong ellipsis style={{ fontSize: 16, maxWidth: 320 }}>
          {title}
        </Typography.Text>
        {current && <StateTag state={current.state} />}
        <span style={{ flex: 1 }} />
        <Button
          icon={<GlobalOutlined aria-hidden />}
          href={current?.slug ? publicViewUrl(current.slug) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!current?.slug}
        >
          Public View
        </Button>
        <Button type="primary" onClick={() => navigate('/livetool')}>
          Live tool
        </Button>
        <UserAvatar
          uid={user.uid}
          wrap={(avatar) => (
            <Dropdown
              trigger={['click']}
              autoFocus
              menu={{
                items: [
                  { key: 'profile', label: 'Profile' },
                  { key: 'switch', label: 'Switch event' },
                  { type: 'divider' },
                  { key: 'sign-out', label: 'Sign out' },
                ],
                onClick: ({ key }) => menuActions[key]?.(),
              }}
            >
              <Button type="text" shape="circle" aria-label="Account menu" style={{ padding: 0 }}>
                {avatar}
              </Button>
            </Dropdown>
          )}
        />
      </Flex>
    </Layout.Header>
  );
}
