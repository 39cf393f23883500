import { Descriptions, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Stream } from '@domain/streams/stream';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { ConsoleEncoder } from './ConsoleEncoder';

type Props = { eventId: string; slug: string | null; stream: Stream; bitrate: number | null; viewers: number | null; chat: ReactNode };

/**
 * The console's right panel (spec 001 section 2.2): the stream's player, Public view link, bitrate,
 * unique viewers, where the encoder publishes, and the chat.
 */
export function ConsoleSidePanel({ eventId, slug, stream, bitrate, viewers, chat }: Props) {
  const player = (
    <>
      {stream.live && stream.direct ? (
        <StreamPlayer src={stream.direct} title={`Player of ${stream.title}`} live autoPlay audioOnly={stream.type === 'audio'} />
      ) : (
        <Typography.Paragraph>{livetoolMessages.noSource}</Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'public',
            label: 'Public view',
            children:
              slug ? (
                <a href={`/e/${encodeURIComponent(slug)}`} target="_blank" rel="noreferrer">
                  Public view
                </a>
              ) : (
                'The event has no public address yet.'
              ),
          },
          { key: 'bitrate', label: 'Bitrate', children: stream.live && bitrate !== null ? `${Math.round(bitrate)} kbps` : '—' },
          { key: 'viewers', label: 'Unique viewers', children: String(viewers ?? 0) },
        ]}
      />
      <ConsoleEncoder eventId={eventId} stream={stream} />
    </>
  );
  return (
    <aside aria-label="Player and chat" className="live-console-side">
      <Tabs
        items={[
          { key: 'player', label: 'Player', children: player },
          { key: 'chat', label: 'Chat', children: chat },
        ]}
      />
    </aside>
  );
}
