import { CheckOutlined, EllipsisOutlined, FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Progress, Spin, Typography, type MenuProps } from 'antd';
import dayjs from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import { isFailed, isProcessing, librarySize, previewUrl, type MediaItem } from '../model/media-item';

export type TileActions = {
  onPreview(item: MediaItem): void;
  onCopyLink(item: MediaItem): void;
  onDelete(item: MediaItem): void;
  onRetry(item: MediaItem): void;
};

type Props = TileActions & {
  item: MediaItem;
  canEdit: boolean;
  selected: boolean;
  onToggle(item: MediaItem): void;
};

/**
 * Marks the chosen tile by a tick and a word as well as its outline, so it shows without colour;
 * assistive technology hears it from the tile's pressed state, so the word stays out of its name.
 */
export const SelectedBadge = () => (
  <span className="media-tile-badge" aria-hidden>
    <CheckOutlined aria-hidden /> Selected
  </span>
);

/**
 * One file of the library (spec 002 section 2): its thumbnail or "Processing" with the progress,
 * name, created time, size and type. The menu (Preview, Get link, Delete) opens by right click,
 * by the keyboard's menu key or Shift+F10, and from the tile's own button.
 */
export function MediaTile({ item, canEdit, selected, onToggle, ...actions }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const processing = isProcessing(item);
  const failed = isFailed(item);
  const thumb = previewUrl(item);
  const items: MenuProps['items'] = [
    { key: 'preview', label: 'Preview', disabled: processing || failed },
    { key: 'link', label: 'Get link' },
    ...(canEdit ? [{ key: 'delete', label: 'Delete', danger: true }] : []),
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setMenuOpen(false);
    if (key === 'preview') actions.onPreview(item);
    if (key === 'link') actions.onCopyLink(item);
    if (key === 'delete') actions.onDelete(item);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      e.preventDefault();
      setMenuOpen(true);
    }
  };

  return (
    <Dropdown menu={{ items, onClick: onMenu }} trigger={['contextMenu']} open={menuOpen} onOpenChange={setMenuOpen}>
      <article className="media-tile" aria-label={item.name} data-selected={selected || undefined} onKeyDown={onKeyDown}>
        {selected && <SelectedBadge />}
        <button type="button" className="media-tile-preview" onClick={() => onToggle(item)} aria-pressed={selected} aria-label={`${selected ? 'Deselect' : 'Select'} ${item.name}`}>
          {processing ? (
            <span className="media-tile-processing" role="status">
              <Spin size="small" /> <span>Processing</span>
              {item.progress > 0 && <Progress percent={item.progress} size="small" aria-label={`${item.name} processing progress`} />}
            </span>
          ) : thumb ? (
            <img src={thumb} alt="" loading="lazy" />
          ) : item.kind === 'video' ? (
            <VideoCameraOutlined aria-hidden className="media-tile-icon" />
          ) : (
            <FileOutlined aria-hidden className="media-tile-icon" />
          )}
        </button>
        <div className="media-tile-body">
          <Checkbox checked={selected} onChange={() => onToggle(item)} aria-label={`Choose ${item.name}`} />
          <Typography.Text className="media-tile-name" ellipsis={{ tooltip: item.name }}>
            {item.name}
          </Typography.Text>
          <Button size="small" type="text" icon={<EllipsisOutlined />} aria-label={`Actions for ${item.name}`} aria-haspopup="menu" onClick={() => setMenuOpen(true)} />
        </div>
        <Typography.Text type="secondary" className="media-tile-meta">
          {item.createdAt ? dayjs(item.createdAt).format('HH:mm - DD.MM.YYYY') : ''} · {librarySize(item.size)} · {item.fileType.toUpperCase()}
        </Typography.Text>
        {failed && (
          <div className="media-tile-failed" role="alert">
            <Typography.Text type="danger">{item.error ?? 'Processing failed.'}</Typography.Text>
            {canEdit && (
              <Button size="small" onClick={() => actions.onRetry(item)}>
                Retry
              </Button>
            )}
          </div>
        )}
      </article>
    </Dropdown>
  );
}
