import { Button, Flex, Form, Input, Switch } from 'antd';
import { CHAT_TITLE_MAX_LENGTH, chatMessages } from '@domain/chats/chat';
import { Dialog } from '@/ui/Dialog';
import { useToasts } from '@/ui/use-toasts';
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
  const editing = target?.mode === 'edit' ? target.chat : null;
  return (
    <Dialog open={target !== null} title={editing ? `Edit ${editing.title || 'chat'}` : 'Create chat'} footer={null} onCancel={onClose}>
      {target && <ChatForm eventId={eventId} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}

function ChatForm({ eventId, editing, onClose }: { eventId: string; editing: ChatRow | null; onClose: () => void }) {
  const toasts = useToasts();
  const saved = (text: string) => () => {
    toasts.success(text);
    onClose();
  };
  const create = useCreateChat(eventId, { onSuccess: saved(chatMessages.chatCreated), onError: (error) => toasts.failure(error) });
  const update = useUpdateChat(eventId, { onSuccess: saved(chatMessages.chatUpdated), onError: (error) => toasts.failure(error) });
  const saving = create.isPending || update.isPending;

  const save = (values: Partial<ChatFields>) => {
    if (saving) return;
    const fields = chatFieldsFrom(values);
    if (editing) update.mutate({ chatId: editing.id, changes: fields });
    else create.mutate(fields);
  };

  return (
    <Form<ChatFields> name="chat" layout="horizontal" labelCol={{ span: 10 }} initialValues={editing ?? newChatFields} onFinish={save}>
      <Form.Item name="title" label="Title" labelCol={{ span: 24 }} rules={[{ required: true, whitespace: true, message: chatMessages.titleRequired }]}>
        <Input autoFocus maxLength={CHAT_TITLE_MAX_LENGTH} />
      </Form.Item>
      {switches.map(({ name, label }) => (
        <Form.Item key={name} name={name} label={label} valuePropName="checked" colon={false}>
          <Switch />
        </Form.Item>
      ))}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {editing ? 'Save' : 'Create'}
        </Button>
      </Flex>
    </Form>
  );
}
