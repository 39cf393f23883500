import { Alert, Empty, Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { chatMessages } from '@domain/chats/chat';
import { useStreamLogs, useStreams, type StreamLogEntry, type StreamSummary } from '../api/use-stream-logs';
import { moderationTexts } from '../model/moderation-texts';
import { formatStreamTime } from '../model/stream-time';
import { useReportAccessLoss } from './access-loss';
import { Loading } from './Loading';
import { TableEmpty } from '@/ui/TableEmpty';

/** The Logs tab: every stream's log entries (spec 001 section 3, Stream log entry), newest first. */
export function LogsPanel({ eventId }: { eventId: string }) {
  const streams = useStreams(eventId);
  const lost = useReportAccessLoss(streams);

  if (lost) return null;
  if (streams.status === 'pending') return <Loading label="Loading logs" />;
  if (streams.status === 'error') return <Alert type="error" showIcon role="alert" title={chatMessages.loadError} />;
  if (streams.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={moderationTexts.noLogs} />;
  return (
    <Flex vertical gap={24}>
      {streams.data.map((stream) => (
        <StreamLog key={stream.id} eventId={eventId} stream={stream} />
      ))}
    </Flex>
  );
}

const columns = [
  {
    key: 'type',
    title: 'Type',
    render: (_: unknown, entry: StreamLogEntry) => (
      <Flex gap={8} align="center">
        <span>{entry.type}</span>
        {entry.error && <Tag color="red">{moderationTexts.error}</Tag>}
      </Flex>
    ),
  },
  { key: 'time', title: 'Time', render: (_: unknown, entry: StreamLogEntry) => (entry.time === null ? '' : formatStreamTime(entry.time)) },
  { key: 'created', title: 'Created', render: (_: unknown, entry: StreamLogEntry) => (entry.createdAt ? dayjs(entry.createdAt).format('HH:mm:ss - DD.MM.YYYY') : '') },
];

function StreamLog({ eventId, stream }: { eventId: string; stream: StreamSummary }) {
  const logs = useStreamLogs(eventId, stream.id);
  const lost = useReportAccessLoss(logs);
  const headingId = `moderation-log-${stream.id}`;

  if (lost) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {stream.title || 'Untitled stream'}
      </Typography.Title>
      {logs.status === 'pending' && <Loading label="Loading logs" />}
      {logs.status === 'error' && <Alert type="error" showIcon role="alert" title={chatMessages.loadError} />}
      {logs.status === 'success' && (
        <Table<StreamLogEntry>
          size="small"
          rowKey="id"
          dataSource={logs.data}
          columns={columns}
          pagination={false}
          locale={{ emptyText: <TableEmpty>{moderationTexts.noLogs}</TableEmpty> }}
        />
      )}
    </section>
  );
}
