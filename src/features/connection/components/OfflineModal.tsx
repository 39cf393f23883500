import { WifiOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@/lib/messages';
import { Dialog } from '@/ui/Dialog';
import { StatusPanel } from '@/ui/StatusPanel';
import { useConnectionState } from '@/lib/live/use-connection-state';

/**
 * Blocks the app while the backend is unreachable (spec 000 section 8) and goes away by itself
 * when the connection returns; live queries resume without a reload.
 */
export function OfflineModal() {
  const offline = useConnectionState() === 'offline';
  return (
    <Dialog open={offline} closable={false} mask={{ closable: false }} keyboard={false} footer={null} title={messages.offlineTitle} centered>
      <StatusPanel
        icon={<WifiOutlined aria-hidden />}
        title={messages.offlineCode}
        subTitle={messages.offlineText}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Refresh page
          </Button>
        }
      />
    </Dialog>
  );
}
