import { App, Button, Empty } from 'antd';
import { mediaItemMessages } from '@domain/media/media-record';
import { useRetryMedia } from '../api/library-mutations';
import type { MediaItem } from '../model/media-item';
import { MediaTile, type TileActions } from './MediaTile';
import { useMediaDelete } from './use-media-delete';
import { useMediaToasts } from './use-media-toasts';

type Props = {
  items: MediaItem[];
  canEdit: boolean;
  selectedIds: string[];
  onToggle(item: MediaItem): void;
  onPreview(item: MediaItem): void;
  onUploadClick?: () => void;
};

/** The files of the open folder as tiles; the spec's empty text and upload prompt when there are none. */
export function MediaGrid({ items, canEdit, selectedIds, onToggle, onPreview, onUploadClick }: Props) {
  const { message } = App.useApp();
  const toasts = useMediaToasts();
  const remove = useMediaDelete();
  const retry = useRetryMedia({ onError: (error) => toasts.failure(error) });
  const actions: TileActions = {
    onPreview,
    onCopyLink: (item) => {
      const link = new URL(item.url, window.location.origin).toString();
      void navigator.clipboard.writeText(link).then(
        () => void message.success(mediaItemMessages.copied),
        () => void message.info(link),
      );
    },
    onDelete: (item) => remove.ask([item.id]),
    onRetry: (item) => retry.mutate(item.id),
  };
  if (items.length === 0) {
    return (
      <Empty description={mediaItemMessages.noFiles}>
        {canEdit && onUploadClick && (
          <Button type="primary" onClick={onUploadClick}>
            {mediaItemMessages.uploadFiles}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <ul className="media-grid" aria-label="Files">
      {items.map((item) => (
        <li key={item.id}>
          <MediaTile item={item} canEdit={canEdit} selected={selectedIds.includes(item.id)} onToggle={onToggle} {...actions} />
        </li>
      ))}
    </ul>
  );
}
