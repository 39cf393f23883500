import { ClockCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorCode } from '@/lib/errors/error-catalogue';
import { useWatchReporting } from '@/lib/streams/use-watch-reporting';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { StatusPanel } from '@/ui/StatusPanel';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { useSlideCues } from '../api/use-slide-cues';
import { useWatchStream } from '../api/use-watch-stream';
import { SyncedSlide } from './SyncedSlide';

const OFF_AIR = { offline: 'The stream is not live yet. This page starts playing as soon as it is.', processing: 'The recording is being prepared. Come back in a little while.' } as const;

/** `injects`: what the app shows beside the player at the moment it plays (the polls' and Zoom cues). */
type Props = { eventId: string; streamId: string; injects?: (moment: number | null, live: boolean) => ReactNode };

/**
 * A viewer's page of one stream, until the event site's stream blocks (the pages issue) take its
 * player: the live stream while on air, the recording once it is a VOD; watching is counted as
 * view tokens.
 */
export function WatchStreamScreen({ eventId, streamId, injects }: Props) {
  const watch = useWatchStream(eventId, streamId);
  const [playing, setPlaying] = useState(false);
  const [moment, setMoment] = useState<number | null>(null);
  const cues = useSlideCues(eventId, streamId, watch.data?.state === 'live');
  useWatchReporting(eventId, streamId, playing);
  useDocumentTitle(watch.data?.title || 'Stream');

  if (watch.isPending) return <PageSpinner label="Loading the stream" />;
  if (watch.isError) {
    return errorCode(watch.error) === 'not-found' ? <StatusPanel icon={<QuestionCircleOutlined aria-hidden />} title="This stream is not available." /> : <ErrorAlert error={watch.error} />;
  }
  const { title, state, playbackUrl, audioOnly } = watch.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Flex gap={12} align="center" wrap>
        <PageHeading>{title || 'Stream'}</PageHeading>
        {state === 'live' && <Tag color="red">LIVE</Tag>}
      </Flex>
      {playbackUrl && (state === 'live' || state === 'vod') ? (
        <Flex gap={16} wrap align="flex-start">
          <div style={{ flex: '2 1 420px', minWidth: 0 }}>
            <StreamPlayer
              key={playbackUrl}
              src={playbackUrl}
              title={title || 'Stream'}
              live={state === 'live'}
              audioOnly={audioOnly}
              autoPlay={state === 'live'}
              onPlayingChange={setPlaying}
              onTime={(time) => setMoment(time.programDateTime?.getTime() ?? null)}
            />
          </div>
          {state === 'live' && cues.data && cues.data.cues.length > 0 && <SyncedSlide cues={cues.data.cues} moment={moment} />}
          {state === 'live' && injects && <div style={{ flex: '1 1 100%', display: 'flex', flexDirection: 'column', gap: 16 }}>{injects(moment, true)}</div>}
        </Flex>
      ) : (
        <StatusPanel icon={<ClockCircleOutlined aria-hidden />} title={state === 'processing' ? 'Processing' : 'Not live yet'} subTitle={OFF_AIR[state === 'processing' ? 'processing' : 'offline']} />
      )}
    </Flex>
  );
}
