import { App } from 'antd';
import { messages } from '@/lib/messages';
import { ImagePicker } from '@/lib/image-picker';
import { useUpdateAvatar } from '../api/update-profile';

/**
 * The avatar (spec 000 section 2.4), chosen with the media bank's image field from the user's own
 * library (its id is their uid: an avatar is no event's content) and saved at once; Clear takes it off.
 */
export function AvatarField({ uid, thumbnail }: { uid: string; thumbnail: string }) {
  const { message } = App.useApp();
  const update = useUpdateAvatar(uid, {
    onSuccess: () => void message.success(messages.profileUpdated),
    onError: () => void message.error(messages.profileUpdateFailed),
  });
  return <ImagePicker resourceId={uid} personal label="Avatar" value={thumbnail || null} onChange={(url) => update.mutate(url ?? '')} disabled={update.isPending} />;
}
