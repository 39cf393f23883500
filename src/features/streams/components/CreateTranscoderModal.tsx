import { Form, Modal, Radio } from 'antd';
import { DEFAULT_DELAY, DEFAULT_OUTPUT_TYPE, DEFAULT_QUALITY, DELAYS, OUTPUT_TYPES, QUALITIES, type TranscoderOptions } from '@domain/streams/transcoder-options';
import { streamMessages } from '@domain/streams/stream-messages';
import { useCreateTranscoder } from '../api/transcoder-actions';
import { useStreamToasts } from './use-stream-toasts';

const initial: TranscoderOptions = { delay: DEFAULT_DELAY, type: DEFAULT_OUTPUT_TYPE, quality: DEFAULT_QUALITY };

/** Creating a transcoder (spec 001 sections 4.1 and 9): the delay, the type and the quality. */
export function CreateTranscoderModal({ eventId, streamId, open, onClose }: { eventId: string; streamId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TranscoderOptions>();
  const toasts = useStreamToasts();
  const create = useCreateTranscoder(eventId, streamId, {
    onSuccess: () => {
      toasts.success(streamMessages.transcoderCreated);
      onClose();
    },
    onError: toasts.onError,
  });
  const type = Form.useWatch('type', form);
  return (
    <Modal open={open} title="Create transcoder" okText="Create" cancelText="Cancel" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form<TranscoderOptions> form={form} name="create-transcoder" layout="vertical" initialValues={initial} onFinish={(options) => !create.isPending && create.mutate(options)}>
        <Form.Item name="delay" label="Delay" extra="A lower delay reaches viewers sooner; a higher one is steadier on weak connections.">
          <Radio.Group optionType="button" options={DELAYS.map((d) => ({ value: d.value, label: `${d.label} (${d.chunkSize} s)` }))} />
        </Form.Item>
        <Form.Item name="type" label="Type">
          <Radio.Group options={OUTPUT_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item name="quality" label="Quality">
          <Radio.Group disabled={type === 'audio'} options={QUALITIES.map((q) => ({ value: q.value, label: q.label }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
