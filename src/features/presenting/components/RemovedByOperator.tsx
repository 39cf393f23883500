import { UserDeleteOutlined } from '@ant-design/icons';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { StatusPanel } from '@/ui/StatusPanel';

/** What a presenter sees while the operator has them removed: not a refused link, and it ends by itself. */
export function RemovedByOperator() {
  return (
    <main style={{ padding: 24 }} role="status">
      <StatusPanel icon={<UserDeleteOutlined aria-hidden />} title={presenterTexts.removedByOperator} subTitle={presenterTexts.removedUntilLetBack} />
    </main>
  );
}
