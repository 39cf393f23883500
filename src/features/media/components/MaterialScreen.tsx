import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useDeleteMedia } from '../api/library-mutations';
import { useMediaToasts } from './use-media-toasts';
import { kindQuery, useMediaItems } from '../api/use-media-items';
import { materialTypeTag } from '../model/material-type';
import { isFailed, isProcessing, previewUrl, type MediaItem } from '../model/media-item';
import { MediaBankModal } from './MediaBankModal';

/**
 * /material (spec 002 section 2): the event's presentations with their slide counts and type tags,
 * the original file to export, and delete after a confirmation. Uploads go through the media bank.
 */
export function MaterialScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const items = useMediaItems(kindQuery(eventId, 'document'));
  const remove = useDeleteMedia(useMediaToasts().deleteMedia);
  const [bankOpen, setBankOpen] = useState(false);

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
                  <Popconfirm title="Are you sure to delete this stream?" okText="Yes" cancelText="No" onConfirm={() => remove.mutate([item.id])}>
                    <Button danger aria-label={`Delete ${item.name}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MediaBankModal resourceId={eventId} isEvent open={bankOpen} kinds={['document', 'image', 'video']} onClose={() => setBankOpen(false)} />
    </section>
  );
}
