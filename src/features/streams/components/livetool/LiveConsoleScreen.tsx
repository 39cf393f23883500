import { CloseOutlined, FileExclamationOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { catalogue } from '@/lib/errors/error-catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { StatusPanel } from '@/ui/StatusPanel';
import { useConsoleStream } from '../../api/use-console-stream';
import { LiveConsole } from './LiveConsole';
import type { ConsoleTabs } from './console-tabs';

/**
 * `tabs`: the Polls and Zooms tabs' content, given by the app (other features), told whether the stream is live;
 * `presenters`: the presenter pool and links tab (the presenting feature's, composed by the app).
 */
type Props = { eventId: string; streamId: string; chat: ReactNode; tabs?: ConsoleTabs; presenters?: ReactNode };

/**
 * The operator console, /livetool/{id} (spec 001 section 2.2): standalone, without the admin
 * layout. A stream that is already a VOD has ended; an address naming no stream says so.
 */
export function LiveConsoleScreen({ eventId, streamId, chat, tabs, presenters }: Props) {
  const live = useConsoleStream(eventId, streamId);
  const title = live.data?.stream.title;
  useDocumentTitle(title ? `${title} · Live tool` : 'Live tool');
  if (live.status === 'pending') return <PageSpinner label="Loading the stream" />;
  if (live.status === 'error') return <ErrorAlert error={live.error} />;
  if (!live.data) {
    return <StatusPanel icon={<QuestionCircleOutlined aria-hidden />} title={catalogue['no-stream']} extra={<Link to="/streams">Go to the streams</Link>} />;
  }
  if (live.data.stream.vod) {
    return (
      <StatusPanel
        icon={<FileExclamationOutlined aria-hidden />}
        title={livetoolMessages.streamEnded}
        extra={
          <Space size="large" wrap>
            <Link to={`/live/${encodeURIComponent(streamId)}`}>{livetoolMessages.editVod}</Link>
            <Link to="/" aria-label="Close the live tool">
              <CloseOutlined aria-hidden /> Close
            </Link>
          </Space>
        }
      />
    );
  }
  return <LiveConsole eventId={eventId} stream={live.data.stream} program={live.data.program} presenting={live.data.presenting} chat={chat} tabs={tabs} presenters={presenters} />;
}
