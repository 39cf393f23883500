import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Empty, Flex, Modal, Skeleton, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { mediaItemMessages } from '@domain/media/media-record';
import type { MediaKind } from '@domain/media/media-types';
import { useFolders } from '../api/use-folders';
import { kindQuery, useMediaItems } from '../api/use-media-items';
import { useUploadQueue } from '../api/use-upload-queue';
import { bankSize, isProcessing, previewUrl, type MediaItem } from '../model/media-item';
import { SelectedBadge } from './MediaTile';
import { UploadButton } from './UploadButton';
import { UploadList } from './UploadList';
import { useMediaDelete } from './use-media-delete';
import './media.css';

const TABS: { kind: MediaKind; label: string }[] = [
  { kind: 'image', label: 'Images' },
  { kind: 'document', label: 'Presentations' },
  { kind: 'video', label: 'Videos' },
];

export type MediaBankModalProps = {
  resourceId: string;
  isEvent: boolean;
  open: boolean;
  /** These tabs, the first one open (the image field offers Images only). */
  kinds?: MediaKind[];
  /** Without it the bank only uploads, previews and deletes (the Presentations screen). */
  onUse?(item: MediaItem): void;
  onClose(): void;
};

/**
 * The media bank (spec 002 section 2): Images, Presentations and Videos tabs with Upload in the
 * tab bar, the chosen item's details on the right, "Use selected", and Delete after Yes.
 * Uploads go to the library's top-level folder.
 */
export function MediaBankModal({ resourceId, isEvent, open, kinds = ['image', 'document', 'video'], onUse, onClose }: MediaBankModalProps) {
  const { message } = App.useApp();
  const [tab, setTab] = useState<MediaKind>(kinds[0]);
  const [chosen, setChosen] = useState<string | null>(null);
  const items = useMediaItems(open ? kindQuery(resourceId, tab) : null);
  const folders = useFolders(resourceId, open);
  const rootId = folders.data?.find((f) => f.root)?.id ?? null;
  const uploads = useUploadQueue();
  const remove = useMediaDelete();
  const selected = items.data?.find((i) => i.id === chosen) ?? null;

  const upload = (files: File[]) => {
    const refusal = uploads.start(files, { resourceId, folderId: rootId, isEvent });
    if (refusal) void message.error(refusal);
  };

  const list =
    items.status === 'pending' ? (
      <Skeleton active />
    ) : items.data && items.data.length > 0 ? (
      <ul className="media-grid" aria-label={`${TABS.find((t) => t.kind === tab)?.label}`}>
        {items.data.map((item) => {
          const thumb = previewUrl(item);
          return (
            <li key={item.id}>
              <button
                type="button"
                className="media-tile media-tile-preview media-bank-tile"
                aria-pressed={item.id === chosen}
                onClick={() => setChosen(item.id)}
              >
                {item.id === chosen && <SelectedBadge />}
                {isProcessing(item) ? <span>Processing</span> : thumb ? <img src={thumb} alt="" style={{ maxHeight: 100 }} /> : null}
                <Typography.Text ellipsis>{item.name}</Typography.Text>
              </button>
            </li>
          );
        })}
      </ul>
    ) : (
      <Empty description={mediaItemMessages.noFiles} />
    );

  return (
    <Modal
      open={open}
      title="Mediabank"
      width="80%"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button danger disabled={!selected} loading={remove.asking} onClick={() => selected && remove.ask([selected.id], () => setChosen(null))}>
            Delete
          </Button>
          {onUse && (
            <Button type="primary" disabled={!selected || isProcessing(selected)} onClick={() => selected && onUse(selected)}>
              Use selected
            </Button>
          )}
        </Flex>
      }
    >
      {/* Upload heads the tab column; inside antd's tab bar it would sit in the tablist, which may hold tabs only. */}
      <div className="media-bank-upload">
        {rootId ? (
          <UploadButton label="Upload" onFiles={upload} />
        ) : (
          <Button icon={<UploadOutlined />} disabled>
            Upload
          </Button>
        )}
      </div>
      <Tabs
        tabPlacement="start"
        activeKey={tab}
        onChange={(key) => (setTab(key as MediaKind), setChosen(null))}
        items={TABS.filter((t) => kinds.includes(t.kind)).map((t) => ({
          key: t.kind,
          label: t.label,
          // One list serves the open tab; the other panes stay empty rather than repeat it.
          children: t.kind !== tab ? null : (
            <div className="media-bank-body">
              <div className="media-bank-list">
                <UploadList rows={uploads.rows} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
                {list}
              </div>
              <aside className="media-bank-preview" aria-label="Selected item">
                {selected ? (
                  <>
                    {previewUrl(selected) && <img src={previewUrl(selected)!} alt={selected.name} />}
                    <Descriptions column={1} size="small">
                      <Descriptions.Item label="Name">{selected.name}</Descriptions.Item>
                      <Descriptions.Item label="Size">{bankSize(selected.size)}</Descriptions.Item>
                      <Descriptions.Item label="Type">{selected.fileType.toUpperCase()}</Descriptions.Item>
                      <Descriptions.Item label="Created">{selected.createdAt ? dayjs(selected.createdAt).format('HH:mm - DD.MM.YYYY') : ''}</Descriptions.Item>
                    </Descriptions>
                  </>
                ) : (
                  <Typography.Text type="secondary">{mediaItemMessages.selectFiles}</Typography.Text>
                )}
              </aside>
            </div>
          ),
        }))}
      />
    </Modal>
  );
}
