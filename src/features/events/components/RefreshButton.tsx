import { ReloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useRefreshEventPage, type RefreshOutcome } from '../api/event-actions';
import { dashboardMessages } from '../model/dashboard';

const toasts: Record<RefreshOutcome, { type: 'success' | 'error' | 'warning'; text: string }> = {
  refreshed: { type: 'success', text: dashboardMessages.refreshed },
  'pages-unavailable': { type: 'warning', text: dashboardMessages.refreshUnavailable },
  failed: { type: 'error', text: dashboardMessages.refreshFailed },
};

/** Makes the viewers' event page reload (spec 000 section 4.2). */
export function RefreshButton({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const { message } = App.useApp();
  const refresh = useRefreshEventPage(eventId);
  const run = async () => {
    const { type, text } = toasts[await refresh.mutateAsync()];
    void message[type](text);
  };
  return (
    <Button icon={<ReloadOutlined aria-hidden />} disabled={!canEdit} loading={refresh.isPending} onClick={() => void run()}>
      {dashboardMessages.refresh}
    </Button>
  );
}
