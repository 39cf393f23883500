import { Button, Flex, Input, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { chatMessages, MESSAGE_MAX_LENGTH, MODERATOR_TEXT_ROWS, type ChatMessage } from '@domain/chats/chat';
import { replyPreview, shouldSend } from '@domain/chats/transitions';
import { useToasts } from '@/ui/use-toasts';
import { useSendModeratorMessage } from '../api/send-moderator-message';
import { senderName } from '../model/moderation-message';

type Props = { eventId: string; chatId: string; replyTo: ChatMessage | null; onReplyDone: () => void };

/**
 * The moderator's send box (spec 001 sections 5 and 9): 2 rows, Enter sends and Shift+Enter
 * starts a new line; texts of 2 characters or fewer, blank texts and a second send while one is
 * on its way are ignored; a text is at most as long as an audience member's.
 */
export function SendBox({ eventId, chatId, replyTo, onReplyDone }: Props) {
  const [text, setText] = useState('');
  const toasts = useToasts();
  const send = useSendModeratorMessage(eventId, chatId, { onError: () => toasts.error(chatMessages.moderatorSendFailed) });

  const submit = () => {
    if (!shouldSend(text, send.isPending)) return;
    send.mutate(
      { text, replyTo },
      {
        onSuccess: () => {
          setText('');
          onReplyDone();
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {replyTo && (
        <Flex justify="space-between" align="center" gap={8} style={{ padding: 8, background: '#f5f5f5', borderRadius: 6 }}>
          <Typography.Text>
            Replying to <Typography.Text strong>{senderName(replyTo)}</Typography.Text>: {replyPreview(replyTo.text)}
          </Typography.Text>
          <Button onClick={onReplyDone}>Cancel reply</Button>
        </Flex>
      )}
      <Input.TextArea
        aria-label="Message to the chat"
        rows={MODERATOR_TEXT_ROWS}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Flex justify="end">
        <Button type="primary" loading={send.isPending} onClick={submit}>
          Send
        </Button>
      </Flex>
    </Flex>
  );
}
