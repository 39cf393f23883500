import { Form, Input, Modal, Switch } from 'antd';
import { chatMessages } from '@domain/chats/chat';
import { useCreateChat } from '../api/create-chat';
import { useUpdateChat } from '../api/update-chat';
import { chatFieldsFrom, newChatFields, type ChatFields, type ChatRow } from '../model/chat-row';

/** Which chat the dialog edits; `create` starts from the defaults (online on, the rest off). */
export type ChatFormTarget = { mode: 'create' } | { mode: 'edit'; chat: ChatRow };

type Props = { eventId: string; target: ChatFormTarget | null; onClose: () => void };

const switches: { name: Exclude<keyof ChatFields, 'title'>; label: string }[] = [
  { name: 'autoApprove', label: 'Auto-approve messages' },
  { name: 'presenterChat', label: 'Presenter chat' },
  { name: 'signIn', label: 'Sign-in required' },
  { name: 'emoji', label: 'Emoji' },
  { name: 'online', label: 'Online' },
];

/** The create and edit dialog of the chats page: a title (required) and the five chat switches. */
export function ChatFormModal({ eventId, target, onClose }: Props) {
  const [form] = Form.useForm<ChatFields>();
  const create = useCreateChat(eventId, { onSuccess: onClose });
  const update = useUpdateChat(eventId, { onSuccess: onClose });
  const saving = create.isPending || update.isPending;
  const editing = target?.mode === 'edit' ? target.chat : null;

  const save = (values: Partial<ChatFields>) => {
    if (saving || !target) return;
    const fields = chatFieldsFrom(values);
    if (editing) update.mutate({ chatId: editing.id, changes: fields });
    else create.mutate(fields);
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? `Edit ${editing.title || 'chat'}` : 'Create chat'}
      okText={editing ? 'Save' : 'Create'}
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {target && (
        <Form<ChatFields> form={form} name="chat" layout="horizontal" labelCol={{ span: 10 }} initialValues={editing ?? newChatFields} onFinish={save}>
          <Form.Item name="title" label="Title" labelCol={{ span: 24 }} rules={[{ required: true, whitespace: true, message: chatMessages.titleRequired }]}>
            <Input autoFocus maxLength={200} />
          </Form.Item>
          {switches.map(({ name, label }) => (
            <Form.Item key={name} name={name} label={label} valuePropName="checked" colon={false}>
              <Switch />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
