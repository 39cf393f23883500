import { Alert, App, Form, Input } from 'antd';
import { presenterLimits, presenterMessages, type PresenterInput } from '@domain/presenters/presenter';
import { ImagePicker } from '@/lib/image-picker';
import { messageForError } from '@/lib/errors/error-catalogue';
import { Dialog } from '@/ui/Dialog';
import { useToasts } from '@/ui/use-toasts';
import { useSavePresenter } from '../api/presenter-mutations';
import type { Presenter } from '../model/presenter-row';

type Fields = Omit<PresenterInput, 'thumbnail'> & { image: string | null };

const FORM_ID = 'presenter-form';

/** The image field as a form control: antd's Form hands it `value` and `onChange`. */
function PresenterImage({ eventId, value, onChange }: { eventId: string; value?: string | null; onChange?: (url: string | null) => void }) {
  return <ImagePicker resourceId={eventId} value={value ?? null} onChange={(url) => onChange?.(url)} label="Presenter image" />;
}

type Save = ReturnType<typeof useSavePresenter>;

function PresenterForm({ eventId, presenter, save, onDone }: { eventId: string; presenter: Presenter | null; save: Save; onDone(): void }) {
  const { message } = App.useApp();
  const initial: Fields = {
    name: presenter?.name ?? '',
    organisation: presenter?.organisation ?? '',
    email: presenter?.email ?? '',
    phone: presenter?.phone ?? '',
    image: presenter?.thumbnail?.url || null,
  };
  const submit = ({ image, ...fields }: Fields) =>
    !save.isPending &&
    save.mutate({ presenterId: presenter?.id, presenter: { ...fields, thumbnail: image ? { url: image } : null } }, { onSuccess: onDone });
  return (
    <Form<Fields>
      id={FORM_ID}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={() => void message.warning(presenterMessages.formFailed)}
    >
      <Form.Item
        name="name"
        label="Presenter name"
        rules={[{ required: true, whitespace: true, message: presenterMessages.nameRequired }]}
      >
        <Input maxLength={presenterLimits.nameMaxLength} autoFocus />
      </Form.Item>
      <Form.Item name="organisation" label="Organisation">
        <Input maxLength={presenterLimits.textMaxLength} />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input maxLength={presenterLimits.textMaxLength} />
      </Form.Item>
      <Form.Item name="phone" label="Phone number">
        <Input maxLength={presenterLimits.textMaxLength} />
      </Form.Item>
      <Form.Item name="image" label="Image">
        <PresenterImage eventId={eventId} />
      </Form.Item>
      {save.isError && <Alert type="error" showIcon role="alert" title={messageForError(save.error)} />}
    </Form>
  );
}

/** "Add presenter" and "Edit presenter" (spec 002 sections 2 and 5). */
export function PresenterDialog({ eventId, open, presenter, onClose }: { eventId: string; open: boolean; presenter: Presenter | null; onClose(): void }) {
  // Held here rather than in the form, so the Save button shows the call running.
  const toasts = useToasts();
  const save = useSavePresenter(eventId, { onSuccess: (_, { presenterId }) => toasts.success(presenterId ? presenterMessages.updated : presenterMessages.added) });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={presenter ? 'Edit presenter' : 'Add presenter'}
      okText="Save"
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={save.isPending}
      onCancel={close}
    >
      <PresenterForm eventId={eventId} presenter={presenter} save={save} onDone={close} />
    </Dialog>
  );
}
