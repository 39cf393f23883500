import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { Poll } from '@domain/polls/poll';
import { downloadCsv } from '@/lib/csv/safe-csv';
import { Dialog } from '@/ui/Dialog';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useToasts } from '@/ui/use-toasts';
import { usePollAnswers } from '../api/poll-export';
import { usePollTally } from '../api/use-polls';
import { exportName, resultRows } from '../model/poll-export';
import { downloadChartPng } from './chart-image';
import { PollChart } from './PollChart';

/** A poll's live results with its exports: the figures as CSV and the chart as a PNG image. */
function PollResults({ eventId, poll }: { eventId: string; poll: Poll }) {
  const tally = usePollTally(eventId, poll.id);
  const figure = useRef<HTMLDivElement>(null);
  const toasts = useToasts();
  const [drawing, setDrawing] = useState(false);
  const answers = usePollAnswers(eventId, { onError: (error) => toasts.failure(error) });

  if (tally.status === 'pending') return <PageSpinner label="Loading the results" />;
  if (tally.status === 'error') return <ErrorAlert error={tally.error} />;
  const exportCsv = async () => {
    const given = poll.type === 'input' ? await answers.mutateAsync(poll.id).catch(() => null) : { answers: [], truncated: false };
    if (!given) return;
    const { header, rows } = resultRows(poll, tally.data, given.answers);
    downloadCsv(exportName(poll, 'csv'), header, rows);
    if (given.truncated) toasts.warning('The export holds the newest 10,000 answers.');
  };
  const exportPng = async () => {
    setDrawing(true);
    try {
      await downloadChartPng(figure.current!, poll.bgColor, exportName(poll, 'png'));
    } catch (error) {
      toasts.failure(error);
    } finally {
      setDrawing(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {tally.data.total} {tally.data.total === 1 ? 'vote' : 'votes'}
      </Typography.Text>
      <div ref={figure}>
        <PollChart poll={poll} tally={tally.data} width={640} height={360} />
      </div>
      <Flex gap={8} wrap>
        <Button icon={<DownloadOutlined aria-hidden />} loading={answers.isPending} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        <Button icon={<FileImageOutlined aria-hidden />} loading={drawing} onClick={() => void exportPng()}>
          Download chart image
        </Button>
      </Flex>
    </Flex>
  );
}

export function PollResultsDialog({ eventId, poll, onClose }: { eventId: string; poll: Poll | null; onClose(): void }) {
  return (
    <Dialog open={poll !== null} title={poll ? `Results: ${poll.question}` : 'Results'} footer={null} onCancel={onClose} width={720}>
      {poll && <PollResults eventId={eventId} poll={poll} />}
    </Dialog>
  );
}
