import { Button, Empty, Flex, List } from 'antd';
import { Link } from 'react-router';
import { streamMessages } from '@domain/streams/stream-messages';
import type { Stream } from '@domain/streams/stream';
import { StreamTags } from '../../StreamTags';

type Props = { streams: Stream[]; chosen: string | null; onChoose: (stream: Stream) => void };

/**
 * Step 0, Select stream (spec 001 section 2.1): the event's streams that are not VODs. A stream
 * already previewed opens its console straight away; any other is chosen for the next steps.
 */
export function SelectStreamStep({ streams, chosen, onChoose }: Props) {
  if (streams.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={streamMessages.noStreams}>
        <Link to="/streams">Go to the streams</Link>
      </Empty>
    );
  }
  return (
    <List
      bordered
      aria-label="Streams"
      dataSource={streams}
      renderItem={(stream) => {
        const title = stream.title || 'Untitled stream';
        return (
          <List.Item
            key={stream.id}
            actions={[
              stream.preview ? (
                <Link key="open" to={`/livetool/${encodeURIComponent(stream.id)}`} aria-label={`Open the console of ${title}`}>
                  Open console
                </Link>
              ) : (
                <Button key="select" type={stream.id === chosen ? 'primary' : 'default'} aria-label={`Select ${title}`} onClick={() => onChoose(stream)}>
                  Select
                </Button>
              ),
            ]}
          >
            <Flex gap={12} align="center" wrap>
              <span>{title}</span>
              <StreamTags stream={stream} />
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
