import { Button, Flex, Typography } from 'antd';
import type { ChatMessage } from '@domain/chats/chat';
import { newestFirst } from '@domain/chats/transitions';
import { useToasts } from '@/ui/use-toasts';
import { useMuteSender } from '../api/mute-sender';
import { senderName } from '../model/moderation-message';

type Props = { eventId: string; chatId: string; mutedSenders: ReadonlySet<string>; messages: ChatMessage[] };

/** The muted senders, by the name of their latest message, each with Unmute. */
export function MutedSenders({ eventId, chatId, mutedSenders, messages }: Props) {
  const toasts = useToasts();
  const mute = useMuteSender(eventId, chatId, { onError: (error) => toasts.failure(error) });
  if (mutedSenders.size === 0) return null;

  const nameOf = (senderKey: string) => {
    const latest = messages.filter((m) => m.senderKey === senderKey).sort(newestFirst)[0];
    return latest ? senderName(latest) : 'Unknown sender';
  };

  return (
    <section aria-labelledby="moderation-muted" style={{ marginTop: 16 }}>
      <Typography.Title level={3} id="moderation-muted" style={{ fontSize: 16 }}>
        Muted senders
      </Typography.Title>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {[...mutedSenders].map((senderKey) => (
          <li key={senderKey}>
            <Flex align="center" gap={8}>
              <Typography.Text>{nameOf(senderKey)}</Typography.Text>
              <Button aria-label={`Unmute ${nameOf(senderKey)}`} disabled={mute.isPending} onClick={() => mute.mutate({ unmute: senderKey })}>
                Unmute
              </Button>
            </Flex>
          </li>
        ))}
      </Flex>
    </section>
  );
}
