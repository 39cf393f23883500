import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { descriptionPreview } from '@domain/streams/stream-form';
import { streamMessages } from '@domain/streams/stream-messages';
import type { Stream } from '@domain/streams/stream';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { PageSpinner } from '@/ui/PageSpinner';
import { TableEmpty } from '@/ui/TableEmpty';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useDeleteStream } from '../api/delete-stream';
import { streamErrorMessage } from '../model/stream-errors';
import { useStreamToasts } from './use-stream-toasts';
import { averageViewTime, byCreated, byDate, byViews, createdDate, formatWatchTime, streamDate } from '../model/stream-row';
import { StreamTags } from './StreamTags';

type Props = { eventId: string; streams: LiveState<Stream[]>; canDelete: boolean };

const name = (stream: Stream) => stream.title || 'Untitled stream';
const detail = (stream: Stream) => `/live/${encodeURIComponent(stream.id)}`;

function Poster({ stream }: { stream: Stream }) {
  return (
    <Link to={detail(stream)} aria-label={`Open ${name(stream)}`} style={{ display: 'block', width: 96 }}>
      {stream.thumbnail ? (
        <img src={stream.thumbnail.url} alt="" width={96} height={54} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
      ) : (
        <Flex align="center" justify="center" style={{ width: 96, height: 54, background: '#f0f0f0', borderRadius: 4, color: '#595959' }}>
          <PictureOutlined aria-hidden style={{ fontSize: 20 }} />
        </Flex>
      )}
    </Link>
  );
}

/** The streams list (spec 001 section 2.3): every column, sortable by views, date and created. */
export function StreamsTable({ eventId, streams, canDelete }: Props) {
  const toasts = useStreamToasts();
  const remove = useDeleteStream(eventId, { onSuccess: () => toasts.success(streamMessages.deleted), onError: (error) => toasts.failure(error, `${streamMessages.deleteFailed}: `) });
  const navigate = useNavigate();

  if (streams.status === 'pending') return <PageSpinner label="Loading streams" />;
  if (streams.status === 'error') return <Alert type="error" showIcon role="alert" title={streamErrorMessage(streams.error)} />;

  const columns: TableColumnsType<Stream> = [
    { key: 'poster', title: 'Poster', render: (_, stream) => <Poster stream={stream} /> },
    {
      key: 'title',
      title: 'Title',
      render: (_, stream) => (
        <Flex vertical gap={4}>
          <Link to={detail(stream)}>{name(stream)}</Link>
          <StreamTags stream={stream} />
        </Flex>
      ),
    },
    {
      key: 'description',
      title: 'Description',
      width: 260,
      render: (_, stream) => <Typography.Text type={stream.description.trim() ? undefined : 'secondary'}>{descriptionPreview(stream.description)}</Typography.Text>,
    },
    {
      key: 'views',
      title: 'Statistics',
      sorter: byViews,
      render: (_, stream) => (
        <Flex vertical>
          <span>Views: {stream.views.toLocaleString('en-US')}</span>
          <span>View time: {formatWatchTime(stream.viewTime)}</span>
          <span>Average view time: {formatWatchTime(averageViewTime(stream))}</span>
        </Flex>
      ),
    },
    { key: 'date', title: 'Date', sorter: byDate, render: (_, stream) => streamDate(stream.date) },
    { key: 'created', title: 'Created', sorter: byCreated, defaultSortOrder: 'descend', render: (_, stream) => createdDate(stream.createdAt) },
    {
      key: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      // Pinned to the right edge: the other columns scroll beneath it on narrow windows (issue 17).
      fixed: 'right',
      render: (_, stream) => (
        <Space>
          <Button icon={<EditOutlined aria-hidden />} aria-label={`Edit ${name(stream)}`} onClick={() => navigate(detail(stream))}>
            Edit
          </Button>
          {canDelete && (
            <Popconfirm title={streamMessages.deleteConfirm} okText="Yes" cancelText="No" okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(stream.id).catch(() => undefined)}>
              <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${name(stream)}`} loading={remove.isPending && remove.variables === stream.id}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<Stream>
      rowKey="id"
      columns={columns}
      dataSource={streams.data}
      locale={{ emptyText: <TableEmpty>{streamMessages.noStreams}</TableEmpty> }}
      pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
    />
  );
}
