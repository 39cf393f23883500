import { Flex, Tag } from 'antd';
import { useWatchStream } from '@/lib/streams/use-watch-stream';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeading } from '@/ui/PageHeading';
import { WatchStream } from '@/ui/player/WatchStream';

/**
 * A viewer's page of one stream, /watch/{event}/{stream}: its title and the viewer's view of it
 * (the player with the slides in step, src/ui/player/WatchStream), which the public site's
 * stream blocks show too.
 */
export function WatchStreamScreen({ eventId, streamId }: { eventId: string; streamId: string }) {
  const watch = useWatchStream(eventId, streamId);
  const data = watch.status === 'success' ? watch.data : null;
  useDocumentTitle(data?.title || 'Stream');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Flex gap={12} align="center" wrap>
        <PageHeading>{data?.title || 'Stream'}</PageHeading>
        {data?.state === 'live' && <Tag color="red">LIVE</Tag>}
      </Flex>
      <WatchStream eventId={eventId} streamId={streamId} />
    </Flex>
  );
}
