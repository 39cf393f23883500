import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { cleanMessageText, cleanSenderName, codePointLength } from '@domain/chats/audience-message';
import { chatMessages, MESSAGE_MAX_LENGTH, SENDER_NAME_MAX_LENGTH } from '@domain/chats/chat';
import { usePostChatMessage } from '../api/post-chat-message';
import { audienceTexts } from '../model/audience-texts';
import { sendErrorText } from '../model/send-error';

type Fields = { name?: string; text?: string };

// Counted and cut in code points, as the server counts: an emoji is one character.
const limitTo = (max: number) => ({
  max,
  strategy: codePointLength,
  exceedFormatter: (value: string) => [...value].slice(0, max).join(''),
});

/** The audience's name and message box. The server has the last word; these checks only spare a round trip. */
export function AudienceMessageForm({ eventId, chatId }: { eventId: string; chatId: string }) {
  const [form] = Form.useForm<Fields>();
  const post = usePostChatMessage();
  const [waiting, setWaiting] = useState(false);

  const send = ({ name = '', text = '' }: Fields) => {
    setWaiting(false);
    post.mutate(
      { eventId, chatId, text, ...(cleanSenderName(name) ? { name } : {}) },
      {
        onSuccess: ({ status }) => {
          form.setFieldValue('text', '');
          setWaiting(status === 'pending');
        },
      },
    );
  };

  return (
    <Form form={form} name="audience-message" layout="vertical" requiredMark={false} onFinish={send} aria-label="Write a message">
      <Form.Item
        label={audienceTexts.nameLabel}
        name="name"
        rules={[{ validator: async (_rule, value?: string) => checkName(value) }]}
      >
        <Input autoComplete="nickname" count={limitTo(SENDER_NAME_MAX_LENGTH)} />
      </Form.Item>
      <Form.Item
        label={audienceTexts.messageLabel}
        name="text"
        rules={[{ validator: async (_rule, value?: string) => checkText(value) }]}
      >
        <Input.TextArea rows={3} aria-required count={{ ...limitTo(MESSAGE_MAX_LENGTH), show: true }} />
      </Form.Item>
      {post.isError && <Alert type="error" showIcon role="alert" title={sendErrorText(post.error)} style={{ marginBottom: 16 }} />}
      {waiting && <Alert type="info" showIcon role="status" title={audienceTexts.waitingForApproval} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={post.isPending}>
        {audienceTexts.send}
      </Button>
    </Form>
  );
}

function checkName(value: string | undefined): void {
  if (codePointLength(cleanSenderName(value ?? '')) > SENDER_NAME_MAX_LENGTH) throw new Error(chatMessages.nameTooLong);
}

function checkText(value: string | undefined): void {
  const text = cleanMessageText(value ?? '');
  if (text === '') throw new Error(chatMessages.emptyMessage);
  if (codePointLength(text) > MESSAGE_MAX_LENGTH) throw new Error(chatMessages.tooLong);
}
