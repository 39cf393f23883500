import { CloseOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import { streamMessages } from '@domain/streams/stream-messages';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useStreams } from '../../api/use-streams';
import { StreamTags } from '../StreamTags';

/**
 * /livetool, its first step (spec 001 section 2.1, Select stream): the event's streams that are
 * not VODs, each opening its console. Creating the transcoder and reading the connection details
 * happen in the console's control and on the stream's Encoder tab.
 */
export function StreamPickerScreen({ eventId }: { eventId: string }) {
  const streams = useStreams(eventId);
  const live = streams.data?.filter((s) => !s.vod);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <Link to="/" aria-label="Close the live tool">
        <CloseOutlined aria-hidden /> Close
      </Link>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Live tool
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        Select stream
      </Typography.Title>
      {streams.status === 'pending' && <PageSpinner label="Loading the streams" />}
      {streams.status === 'error' && <ErrorAlert error={streams.error} />}
      {live && live.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={streamMessages.noStreams}>
          <Link to="/streams">Go to the streams</Link>
        </Empty>
      )}
      {live && live.length > 0 && (
        <>
          <Alert type="info" showIcon title="Pick the stream to run. Its console has the transcoder control; the ingest address is on the stream’s Encoder tab." />
          <List
            bordered
            dataSource={live}
            renderItem={(stream) => (
              <List.Item key={stream.id}>
                <Flex gap={12} align="center" wrap>
                  <Link to={`/livetool/${encodeURIComponent(stream.id)}`}>{stream.title || 'Untitled stream'}</Link>
                  <StreamTags stream={stream} />
                </Flex>
              </List.Item>
            )}
          />
        </>
      )}
    </Flex>
  );
}
