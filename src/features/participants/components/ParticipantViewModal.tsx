import { Alert, Button, Descriptions, Flex, Modal, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatWatchTime, participantMessages } from '@domain/participants/participant-listing';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { TableEmpty } from '@/ui/TableEmpty';
import { useParticipantDetail } from '../api/use-participants';
import { formatDate, type ParticipantRow } from '../model/participant-columns';
import { StateTag } from './StateTag';

type Log = { id: string; type: string; createdAt: number | null; time: number | null };

const LOG_NAMES: Record<string, string> = { watchTime: 'Watch time', visit: 'Visit', session: 'Session', unique: 'First visit' };

/** The View modal (spec 002 section 2): General, Privacy, Logs and Development (the stored record). */
export function ParticipantViewModal({ eventId, participant, onClose }: { eventId: string; participant: ParticipantRow; onClose: () => void }) {
  // The Logs tab's pages, newest first: the cursors of the pages shown so far.
  const [logCursors, setLogCursors] = useState<(string | undefined)[]>([undefined]);
  const detail = useParticipantDetail(eventId, participant.id, logCursors.at(-1));
  const shown = detail.data?.participant ?? participant;
  const title = shown.name || shown.email;

  const general = (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Name">{shown.name}</Descriptions.Item>
      <Descriptions.Item label="Email">{shown.email}</Descriptions.Item>
      {Object.entries(shown.answers)
        .filter(([field]) => !['firstName', 'lastName', 'email'].includes(field))
        .map(([field, value]) => (
          <Descriptions.Item key={field} label={field}>
            {value}
          </Descriptions.Item>
        ))}
      <Descriptions.Item label="State">
        <StateTag state={shown.state} />
      </Descriptions.Item>
      <Descriptions.Item label="Registered">{formatDate(shown.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Last seen">{formatDate(shown.lastSeenAt) || 'Never'}</Descriptions.Item>
      <Descriptions.Item label="Watch time">{formatWatchTime(shown.watchSeconds)}</Descriptions.Item>
      <Descriptions.Item label="Visits">{shown.visits}</Descriptions.Item>
      <Descriptions.Item label="Sessions">{shown.sessions}</Descriptions.Item>
      <Descriptions.Item label="Engagement">{shown.engagement}</Descriptions.Item>
    </Descriptions>
  );

  const privacy = (
    <Flex vertical gap={12} align="start">
      <Typography.Paragraph>{participantMessages.privacy}</Typography.Paragraph>
      {/* Spec 002 section 2: the button exists and does nothing; shown disabled, with the reason beside it. */}
      <Button disabled aria-describedby="delete-my-data-reason">
        Delete my data
      </Button>
      <Typography.Text id="delete-my-data-reason" type="secondary">
        {participantMessages.deleteMyData}
      </Typography.Text>
    </Flex>
  );

  const logs = (
    <Flex vertical gap={8}>
      {detail.status === 'error' && <ErrorAlert error={detail.error} />}
      <Table<Log>
        rowKey="id"
        size="small"
        loading={detail.isFetching}
        dataSource={detail.data?.logs ?? []}
        pagination={false}
        locale={{ emptyText: <TableEmpty>No activity yet</TableEmpty> }}
        columns={[
          { key: 'type', title: 'Type', render: (_, log) => <Tag>{LOG_NAMES[log.type] ?? log.type}</Tag> },
          { key: 'time', title: 'Watched', render: (_, log) => (log.type === 'watchTime' && log.time !== null ? formatWatchTime(log.time) : '') },
          { key: 'at', title: 'Time', render: (_, log) => formatDate(log.createdAt) },
        ]}
      />
      <Flex gap={8}>
        <Button disabled={logCursors.length === 1} onClick={() => setLogCursors((cursors) => cursors.slice(0, -1))}>
          Newer
        </Button>
        <Button disabled={!detail.data?.nextLogs} onClick={() => setLogCursors((cursors) => [...cursors, detail.data!.nextLogs!])}>
          Older
        </Button>
      </Flex>
    </Flex>
  );

  const development =
    detail.status === 'success' ? (
      <pre className="participant-record" tabIndex={0} aria-label="The participant’s stored record">
        {JSON.stringify(detail.data.record, null, 2)}
      </pre>
    ) : detail.status === 'error' ? (
      <ErrorAlert error={detail.error} />
    ) : (
      <Alert type="info" message="Loading the record…" />
    );

  return (
    <Modal open title={title} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width={720}>
      <Tabs
        items={[
          { key: 'general', label: 'General', children: general },
          { key: 'privacy', label: 'Privacy', children: privacy },
          { key: 'logs', label: 'Logs', children: logs },
          { key: 'development', label: 'Development', children: development },
        ]}
      />
    </Modal>
  );
}
