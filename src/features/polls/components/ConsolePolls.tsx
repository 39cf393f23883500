import { Alert, App, Button, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { pollMessages, POLL_TYPE_LABELS, type Poll } from '@domain/polls/poll';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useToasts } from '@/ui/use-toasts';
import { usePollSwitch } from '../api/poll-mutations';
import { usePolls, usePollTally } from '../api/use-polls';
import { PollChart } from './PollChart';

function Results({ eventId, poll }: { eventId: string; poll: Poll }) {
  const tally = usePollTally(eventId, poll.id);
  if (tally.status === 'error') return <ErrorAlert error={tally.error} />;
  if (!tally.data) return null;
  return (
    <Flex vertical gap={4} style={{ width: '100%', overflowX: 'auto' }}>
      <Typography.Text>
        {tally.data.total} {tally.data.total === 1 ? 'vote' : 'votes'}
      </Typography.Text>
      <PollChart poll={poll} tally={tally.data} width={520} height={280} />
    </Flex>
  );
}

/**
 * The console's Polls tab (spec 001 sections 2.2 and 4.2): the event's polls with Activate or
 * Hide, changeable only while the stream is live, and their results as votes arrive. An activated
 * poll opens for votes and reaches viewers in step with the video.
 */
export function ConsolePolls({ eventId, streamId, live }: { eventId: string; streamId: string; live: boolean }) {
  const { modal } = App.useApp();
  const polls = usePolls(eventId);
  const toasts = useToasts();
  const toggle = usePollSwitch(eventId, streamId, { onError: (error) => toasts.failure(error) });
  const [shown, setShown] = useState<Set<string>>(new Set());

  if (polls.status === 'error') return <ErrorAlert error={polls.error} />;
  const activate = (poll: Poll) =>
    modal.confirm({ title: pollMessages.activateConfirm, content: poll.question, okText: 'Activate', cancelText: 'Cancel', onOk: () => toggle.mutate({ pollId: poll.id, activate: true }) });
  const flip = (id: string) => setShown((s) => new Set(s.has(id) ? [...s].filter((x) => x !== id) : [...s, id]));

  return (
    <Flex vertical gap={8}>
      {!live && <Alert type="info" showIcon title={pollMessages.notLive} />}
      <List<Poll>
        loading={polls.status === 'pending'}
        dataSource={polls.data ?? []}
        locale={{ emptyText: <Link to="/polls">No polls yet: create one on the Polls page</Link> }}
        renderItem={(poll) => (
          <List.Item
            key={poll.id}
            actions={[
              poll.active ? (
                <Button key="hide" disabled={!live || toggle.isPending} onClick={() => toggle.mutate({ pollId: poll.id, activate: false })} aria-label={`Hide ${poll.question}`}>
                  Hide
                </Button>
              ) : (
                <Button key="activate" type="primary" disabled={!live || toggle.isPending} onClick={() => activate(poll)} aria-label={`Activate ${poll.question}`}>
                  Activate
                </Button>
              ),
              <Button key="results" onClick={() => flip(poll.id)} aria-expanded={shown.has(poll.id)} aria-label={`Results of ${poll.question}`}>
                Results
              </Button>,
            ]}
          >
            <Flex vertical gap={8} style={{ width: '100%' }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{poll.question}</Typography.Text>
                <Tag>{POLL_TYPE_LABELS[poll.type]}</Tag>
                {poll.active && <Tag color="red">Active</Tag>}
              </Flex>
              {shown.has(poll.id) && <Results eventId={eventId} poll={poll} />}
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
