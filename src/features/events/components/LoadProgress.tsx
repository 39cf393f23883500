import { Flex, Progress, Typography } from 'antd';
import { LOAD_STEPS, loadProgress, type LoadStep } from '../model/load-progress';

const STEP_LABELS: Record<LoadStep, string> = {
  menu: 'Loading menus',
  pages: 'Loading pages',
  streams: 'Loading streams',
  chats: 'Loading chats',
  event: 'Loading event',
};

/** The five-step bar shown while an event's content loads (spec 000 section 9). */
export function LoadProgress({ done }: { done: ReadonlySet<LoadStep> }) {
  const { percent, current } = loadProgress(done);
  const label = current ? STEP_LABELS[current] : 'Loaded';
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: 240 }}>
      <div
        role="progressbar"
        aria-label="Loading the event"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label} (${LOAD_STEPS.filter((step) => done.has(step)).length} of ${LOAD_STEPS.length})`}
      >
        <Progress steps={LOAD_STEPS.length} percent={percent} showInfo={false} size={[40, 10]} aria-hidden />
      </div>
      <Typography.Text aria-live="polite">{label}</Typography.Text>
    </Flex>
  );
}
