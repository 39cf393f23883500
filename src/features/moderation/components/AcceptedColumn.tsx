import { Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FONT_SIZE_START, FONT_SIZE_STEP, type ChatMessage } from '@domain/chats/chat';
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '../model/moderation-limits';
import { SendBox } from './SendBox';
import type { Variant } from './variant';

type Props = {
  eventId: string;
  chatId: string;
  replyTo: ChatMessage | null;
  onReplyDone: () => void;
  variant: Variant;
  children: (fontSize: number) => ReactNode;
};

/** The accepted column (spec 001 sections 2.7 and 9): its text size starts at 20 and changes by 4. */
export function AcceptedColumn({ eventId, chatId, replyTo, onReplyDone, variant, children }: Props) {
  const [fontSize, setFontSize] = useState(FONT_SIZE_START);
  const change = (by: number) => setFontSize((size) => Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, size + by)));

  return (
    <section aria-labelledby="moderation-accepted">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={3} id="moderation-accepted" style={{ fontSize: variant === 'tablet' ? 22 : 18, margin: 0 }}>
          Accepted
        </Typography.Title>
        <Flex align="center" gap={8} wrap>
          <Button onClick={() => change(-FONT_SIZE_STEP)} disabled={fontSize <= FONT_SIZE_MIN}>
            Smaller text
          </Button>
          <span aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            Text size {fontSize}
          </span>
          <Button onClick={() => change(FONT_SIZE_STEP)} disabled={fontSize >= FONT_SIZE_MAX}>
            Larger text
          </Button>
        </Flex>
      </Flex>
      <SendBox eventId={eventId} chatId={chatId} replyTo={replyTo} onReplyDone={onReplyDone} />
      {children(fontSize)}
    </section>
  );
}
