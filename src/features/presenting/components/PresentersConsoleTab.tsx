import { Flex } from 'antd';
import { PresenterLinksPanel } from './PresenterLinksPanel';
import { PresenterPoolPanel } from './PresenterPoolPanel';

/** The live tool's Presenters tab: the pool with its control, and the stream's links. */
export function PresentersConsoleTab({ eventId, streamId }: { eventId: string; streamId: string }) {
  return (
    <Flex vertical gap={24}>
      <PresenterPoolPanel eventId={eventId} streamId={streamId} />
      <PresenterLinksPanel eventId={eventId} streamId={streamId} />
    </Flex>
  );
}
