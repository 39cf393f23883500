import { Button, Flex, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { kindQuery, useMediaItems } from '../api/use-media-items';
import { materialTypeTag } from '../model/material-type';
import { isFailed, isProcessing, previewUrl, type MediaItem } from '../model/media-item';
import { EditMaterialModal } from './EditMaterialModal';
import { MediaBankModal } from './MediaBankModal';
import { useMediaDelete } from './use-media-delete';

/**
 * /material (spec 002 section 2): the event's presentations with their slide counts and type tags,
 * the original file to export, Edit (the name), and delete after a confirmation naming what uses it. Uploads go through the media bank.
 */
export function MaterialScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const items = useMediaItems(kindQuery(eventId, 'document'));
  // Spec 002 sections 2 and 8: this table's own question and toast.
  const remove = useMediaDelete({ question: 'Are you sure to delete this stream?', deletedMessage: 'Material deleted!' });
  const [bankOpen, setBankOpen] = useState(false);
  const [editing, setEditing] = useState<MediaItem | null>(null);

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Presentations</PageHeading>
        {canEdit && (
          <Button type="primary" onClick={() => setBankOpen(true)}>
            Mediabank
          </Button>
        )}
      </Flex>
      {items.status === 'error' && <ErrorAlert error={items.error} />}
      <Table<MediaItem>
        rowKey="id"
        loading={items.status === 'pending'}
        dataSource={items.data ?? []}
        locale={{ emptyText: <TableEmpty>No presentations</TableEmpty> }}
        pagination={{ position: ['bottomCenter'] }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'thumb', title: 'Thumbnail', render: (_, item) => (previewUrl(item) ? <img src={previewUrl(item)!} alt="" className="material-thumb" /> : null) },
          { key: 'title', title: 'Title', render: (_, item) => <Typography.Text strong>{item.name}</Typography.Text> },
          {
            key: 'original',
            title: 'Original link',
            render: (_, item) => (
              <a href={item.url} target="_blank" rel="noreferrer" aria-label={`Original file of ${item.name}`}>
                Original
              </a>
            ),
          },
          {
            key: 'slides',
            title: 'Slides',
            render: (_, item) => (isProcessing(item) ? `Processing ${item.progress}%` : isFailed(item) ? (item.error ?? 'Failed') : item.slides.length),
          },
          { key: 'type', title: 'Type', render: (_, item) => <Tag>{materialTypeTag(item.fileType)}</Tag> },
          { key: 'created', title: 'Created', render: (_, item) => (item.createdAt ? dayjs(item.createdAt).format('HH:mm - DD.MM.YYYY') : '') },
          {
            key: 'action',
            title: 'Action',
            // Pinned to the right edge: the other columns scroll beneath it on narrow windows (issue 17).
            fixed: 'right',
            render: (_, item) => (
              <Space>
                <Button href={item.url} download={item.name} aria-label={`Export ${item.name}`}>
                  Export
                </Button>
                {canEdit && (
                  <Button onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                    Edit
                  </Button>
                )}
                {canEdit && (
                  <Button danger aria-label={`Delete ${item.name}`} onClick={() => remove.ask([item.id])}>
                    Delete
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <EditMaterialModal key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      <MediaBankModal resourceId={eventId} isEvent open={bankOpen} kinds={['document', 'image', 'video']} onClose={() => setBankOpen(false)} />
    </section>
  );
}
