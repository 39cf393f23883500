import { Form, Modal } from 'antd';
import { DEFAULT_DELAY, DEFAULT_OUTPUT_TYPE, DEFAULT_QUALITY, type TranscoderOptions } from '@domain/streams/transcoder-options';
import { streamMessages } from '@domain/streams/stream-messages';
import { useCreateTranscoder } from '../api/transcoder-actions';
import { TranscoderOptionsFields } from './TranscoderOptionsFields';
import { useStreamToasts } from './use-stream-toasts';

export const NEW_TRANSCODER: TranscoderOptions = { delay: DEFAULT_DELAY, type: DEFAULT_OUTPUT_TYPE, quality: DEFAULT_QUALITY };

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
  return (
    <Modal open={open} title="Create transcoder" okText="Create" cancelText="Cancel" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form<TranscoderOptions> form={form} name="create-transcoder" layout="vertical" initialValues={NEW_TRANSCODER} onFinish={(options) => !create.isPending && create.mutate(options)}>
        <TranscoderOptionsFields />
      </Form>
    </Modal>
  );
}
