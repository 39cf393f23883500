import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { downloadFile } from '@/lib/download-file';
import type { SettingsEvent } from '../model/settings-event';
import { exportFileName, settingsExport } from '../model/settings-form';

/** Downloads the event's stored settings as `{slug}-settings.json` (spec 000 section 2.11). */
export function ExportSettingsButton({ event }: { event: SettingsEvent }) {
  const download = () => downloadFile(`${JSON.stringify(settingsExport(event), null, 2)}\n`, exportFileName(event), 'application/json');
  return (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
      Export settings
    </Button>
  );
}
