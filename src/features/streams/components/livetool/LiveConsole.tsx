import { CloseOutlined } from '@ant-design/icons';
import { Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { viewersOnAir } from '@domain/livetool/on-air';
import type { Program } from '@domain/livetool/program';
import type { Presenting } from '@domain/presenting/presenter-pool';
import { qualityLabel } from '@domain/streams/quality-label';
import type { Stream } from '@domain/streams/stream';
import { LIVE_TAG } from '@domain/streams/stream-tags';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { useConsoleEvent } from '../../api/use-console-event';
import { useUptime } from '../../api/use-uptime';
import { LiveControls } from '../LiveControls';
import { ConsoleClock } from './ConsoleClock';
import type { ConsoleTabs } from './console-tabs';
import { ConsoleSidePanel } from './ConsoleSidePanel';
import { ConsoleStateButtons } from './ConsoleStateButtons';
import { RehearsalSwitch } from './RehearsalSwitch';
import { SlideDesk } from './SlideDesk';
import './live-console.css';

/** `tabs`: the Polls and Zooms tabs (the polls and Zoom features'); `presenters`: the presenter pool and links tab (the presenting feature's); the app composes them. */
type Props = { eventId: string; stream: Stream; program: Program; presenting: Presenting; chat: ReactNode; tabs?: ConsoleTabs; presenters?: ReactNode };

/**
 * The console's top bar (close, title, bitrate, clock, the transcoder control of spec 001 section
 * 4.1), the Slides and Preview tabs, and the right panel. Uptime is polled every 10 s while a
 * source publishes.
 */
export function LiveConsole({ eventId, stream, program, presenting, chat, tabs, presenters }: Props) {
  const uptime = useUptime(eventId, stream.id, stream.live);
  const event = useConsoleEvent(eventId);
  const bitrate = uptime.data?.bitsInKbps ?? stream.bitrateKbps;
  const quality = qualityLabel(stream.live, stream.live ? bitrate : null);

  return (
    <div className="live-console">
      <header className="live-console-header">
        <Link to="/" aria-label="Close the live tool">
          <CloseOutlined aria-hidden /> Close
        </Link>
        <Typography.Title level={1} className="live-console-title" style={{ fontSize: 22, margin: 0 }}>
          {stream.title || 'Untitled stream'}
        </Typography.Title>
        {viewersOnAir(stream) && <Tag color={LIVE_TAG.color}>{LIVE_TAG.label}</Tag>}
        {stream.rehearsal && <Tag color="purple">{livetoolMessages.rehearsal}</Tag>}
        {quality && <Tag color={quality.color}>{quality.text}</Tag>}
        <ConsoleStateButtons eventId={eventId} stream={stream} eventState={event.data?.state ?? null} />
        <ConsoleClock />
        <span className="live-console-live">
          <RehearsalSwitch eventId={eventId} stream={stream} />
          <span>
            <LiveControls eventId={eventId} stream={stream} />
          </span>
        </span>
      </header>
      <main className="live-console-main">
        <Tabs
          items={[
            { key: 'slides', label: 'Slides', children: <SlideDesk eventId={eventId} stream={stream} program={program} presenting={presenting} tabs={tabs} /> },
            {
              key: 'preview',
              label: 'Preview',
              children: stream.live && stream.direct ? <StreamPlayer src={stream.direct} title={`Preview of ${stream.title}`} live autoPlay /> : <Typography.Paragraph>{livetoolMessages.noSource}</Typography.Paragraph>,
            },
            ...(presenters ? [{ key: 'presenters', label: 'Presenters', children: presenters }] : []),
          ]}
        />
      </main>
      <ConsoleSidePanel
        eventId={eventId}
        slug={event.data?.slug ?? null}
        stream={stream}
        bitrate={bitrate}
        viewers={uptime.data?.uniqueViews ?? stream.uniqueViews}
        chat={chat}
      />
    </div>
  );
}
