import { QuestionCircleOutlined } from '@ant-design/icons';
import { pollMessages } from '@domain/polls/poll';
import { useBackend } from '@/lib/backend-context';
import { errorCode } from '@/lib/errors/error-catalogue';
import { castVote, useStoredVote } from '@/lib/polls/poll-voting';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { PollVoteCard } from '@/ui/polls/PollVoteCard';
import { StatusPanel } from '@/ui/StatusPanel';
import { usePoll } from '../api/use-polls';

/**
 * /poll/{id}/event/{eventID} (spec 001 section 2): one poll, without the admin layout, for anyone
 * holding its link, signed in or not. It opens for votes when an operator activates it and closes
 * when they hide it, as it happens.
 */
export function PollViewScreen({ eventId, pollId }: { eventId: string; pollId: string }) {
  const backend = useBackend();
  const poll = usePoll(eventId, pollId);
  const voted = useStoredVote(pollId);
  useDocumentTitle(poll.data?.question || 'Poll');

  let content;
  if (poll.status === 'pending') content = <PageSpinner label="Loading the poll" />;
  else if (poll.status === 'error' && errorCode(poll.error) !== 'permission-denied') content = <ErrorAlert error={poll.error} />;
  else if (!poll.data) content = <StatusPanel icon={<QuestionCircleOutlined aria-hidden />} title={pollMessages.noPoll} />;
  else {
    const p = poll.data;
    content = (
      <PollVoteCard
        headingLevel={1}
        poll={{ id: p.id, question: p.question, subtext: p.subtext, type: p.type, chart: p.chart, options: p.options }}
        open={p.active}
        voted={voted}
        onVote={(ballot) => castVote(backend, eventId, pollId, ballot)}
      />
    );
  }
  return <div style={{ maxWidth: 680, margin: '0 auto', padding: '32px 16px' }}>{content}</div>;
}
