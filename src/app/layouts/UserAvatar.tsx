import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { usePresence } from '@/features/presence/api/use-presence';
import { useProfile } from '@/features/profile/api/use-profile';
import { PresenceDot } from '@/ui/PresenceDot';

/**
 * The signed-in user's avatar with the online/offline dot. The dot sits beside (not inside) any
 * button wrapped around the avatar, so its name stays exposed.
 */
export function UserAvatar({ uid, wrap }: { uid: string; wrap?: (avatar: ReactNode) => ReactNode }) {
  const profile = useProfile(uid);
  const presence = usePresence(uid);
  const avatar = <Avatar src={profile.data?.thumbnail || undefined} icon={<UserOutlined aria-hidden />} alt="" />;
  return (
    <span style={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
      {wrap ? wrap(avatar) : avatar}
      {presence.status === 'success' && (
        <PresenceDot state={presence.data.state} style={{ position: 'absolute', right: -2, bottom: 2, pointerEvents: 'none' }} />
      )}
    </span>
  );
}
