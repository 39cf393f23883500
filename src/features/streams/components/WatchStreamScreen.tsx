import { Flex, Tag } from 'antd';
import { useState } from 'react';
import type { WatchedStream } from '@/lib/streams/use-watch-stream';
import { readSitePass } from '@/lib/site-pass';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRecordVisit } from '@/lib/use-record-visit';
import { PageHeading } from '@/ui/PageHeading';
import { WatchStream } from '@/ui/player/WatchStream';

/**
 * A viewer's page of one stream, /watch/{event}/{stream}: its title and the viewer's view of it
 * (the player with the slides in step, src/ui/player/WatchStream), which the public site's
 * stream blocks show too. Its load counts as a visit of the event (visitor analytics).
 */
export function WatchStreamScreen({ eventId, streamId }: { eventId: string; streamId: string }) {
  const [data, setData] = useState<WatchedStream | null>(null);
  useDocumentTitle(data?.title || 'Stream');
  useRecordVisit(eventId, null, true, readSitePass(eventId));
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Flex gap={12} align="center" wrap>
        <PageHeading>{data?.title || 'Stream'}</PageHeading>
        {data?.state === 'live' && <Tag color="red">LIVE</Tag>}
      </Flex>
      <WatchStream eventId={eventId} streamId={streamId} onWatched={setData} />
    </Flex>
  );
}
