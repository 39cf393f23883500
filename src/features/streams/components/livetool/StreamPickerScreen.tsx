import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Steps, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { Stream } from '@domain/streams/stream';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useStreams } from '../../api/use-streams';
import { ConnectStep } from './picker/ConnectStep';
import { CreateEndpointStep } from './picker/CreateEndpointStep';
import { SelectStreamStep } from './picker/SelectStreamStep';

const STEPS = ['Select stream', 'Create an endpoint', 'Connect to endpoint'] as const;
type Step = 0 | 1 | 2;

/** The furthest step a stream may be at: a stream that has its transcoder skips to connecting. */
const furthest = (stream: Stream | undefined): Step => (!stream ? 0 : stream.wowzaID ? 2 : 1);

/**
 * /livetool, the stream picker (spec 001 section 2.1): select a stream, create its endpoint (the
 * transcoder), connect to it and finish the preview, with back and forward arrows and a close link
 * to /. The step and the chosen stream are in the address, so the browser's back button and a
 * reload keep them.
 */
export function StreamPickerScreen({ eventId }: { eventId: string }) {
  useDocumentTitle('Live tool');
  const streams = useStreams(eventId);
  const [params, setParams] = useSearchParams();
  const choices = streams.data?.filter((s) => !s.vod);
  const chosen = choices?.find((s) => s.id === params.get('stream'));
  const asked = Number(params.get('step'));
  const step: Step = Math.min(asked === 1 || asked === 2 ? asked : 0, furthest(chosen)) as Step;
  const go = (next: Step, stream = chosen) => setParams(stream ? { stream: stream.id, step: String(next) } : {});

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
      <Link to="/" aria-label="Close the live tool">
        <CloseOutlined aria-hidden /> Close
      </Link>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Live tool
      </Typography.Title>
      <Steps current={step} size="small" items={STEPS.map((title) => ({ title }))} />
      <Flex gap={12} align="center">
        <Button icon={<LeftOutlined aria-hidden />} aria-label="Back" disabled={step === 0} onClick={() => go((step - 1) as Step)} />
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0, flex: 1 }}>
          {STEPS[step]}
          {chosen && step > 0 && <Typography.Text type="secondary">{` · ${chosen.title || 'Untitled stream'}`}</Typography.Text>}
        </Typography.Title>
        <Button icon={<RightOutlined aria-hidden />} aria-label="Forward" disabled={step >= furthest(chosen)} onClick={() => go((step + 1) as Step)} />
      </Flex>
      {streams.status === 'pending' && <PageSpinner label="Loading the streams" />}
      {streams.status === 'error' && <ErrorAlert error={streams.error} />}
      {choices && step === 0 && <SelectStreamStep streams={choices} chosen={chosen?.id ?? null} onChoose={(stream) => go(furthest(stream), stream)} />}
      {chosen && step === 1 && <CreateEndpointStep eventId={eventId} stream={chosen} onCreated={() => go(2)} />}
      {chosen && step === 2 && <ConnectStep eventId={eventId} stream={chosen} />}
    </Flex>
  );
}
