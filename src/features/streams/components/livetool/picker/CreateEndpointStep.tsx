import { Alert, Button, Descriptions, Form } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';
import type { Stream } from '@domain/streams/stream';
import { DELAYS, OUTPUT_TYPES, QUALITIES, type TranscoderOptions } from '@domain/streams/transcoder-options';
import { useCreateTranscoder } from '../../../api/transcoder-actions';
import { NEW_TRANSCODER } from '../../CreateTranscoderModal';
import { TranscoderOptionsFields } from '../../TranscoderOptionsFields';
import { useStreamToasts } from '../../use-stream-toasts';

type Props = { eventId: string; stream: Stream; onCreated: () => void };

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: unknown) => list.find((item) => item.value === value)?.label ?? '—';

/**
 * Step 1, Create an endpoint (spec 001 sections 2.1 and 4.1): the transcoder, with its delay,
 * type and quality. A stream that has one says so and what it was made with.
 */
export function CreateEndpointStep({ eventId, stream, onCreated }: Props) {
  const [form] = Form.useForm<TranscoderOptions>();
  const toasts = useStreamToasts();
  const create = useCreateTranscoder(eventId, stream.id, {
    onSuccess: () => {
      toasts.success(streamMessages.transcoderCreated);
      onCreated();
    },
    onError: toasts.onError,
  });

  if (stream.wowzaID) {
    const setup = stream.setup;
    return (
      <>
        <Alert type="success" showIcon title="This stream has its endpoint." description="Go forward to connect your encoder to it." />
        {setup && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 12 }}
            items={[
              { key: 'delay', label: 'Delay', children: labelOf(DELAYS, setup.delay) },
              { key: 'type', label: 'Type', children: labelOf(OUTPUT_TYPES, setup.type) },
              { key: 'quality', label: 'Quality', children: setup.type === 'audio' ? '—' : labelOf(QUALITIES, setup.quality) },
            ]}
          />
        )}
      </>
    );
  }
  return (
    <Form<TranscoderOptions> form={form} name="create-endpoint" layout="vertical" initialValues={NEW_TRANSCODER} onFinish={(options) => !create.isPending && create.mutate(options)}>
      <TranscoderOptionsFields />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Create endpoint
      </Button>
    </Form>
  );
}
