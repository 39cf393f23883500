import { Form, Modal } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';
import { useCreateStream } from '../api/create-stream';
import { useStreamToasts } from './use-stream-toasts';
import { formOf, newStreamValues, type StreamFormValues } from '../model/stream-form-values';
import { StreamFormFields } from './StreamFormFields';

/** "Create a new stream" (spec 001 section 2.3). */
export function CreateStreamModal({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<StreamFormValues>();
  const toasts = useStreamToasts();
  const create = useCreateStream(eventId, {
    onSuccess: () => {
      toasts.success(streamMessages.created);
      onClose();
    },
    onError: toasts.onError,
  });
  return (
    <Modal
      open={open}
      title="Create a new stream"
      okText="Create"
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form<StreamFormValues> form={form} name="create-stream" layout="vertical" initialValues={newStreamValues} onFinish={(values) => !create.isPending && create.mutate(formOf(values))}>
        <StreamFormFields eventId={eventId} />
      </Form>
    </Modal>
  );
}
