import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ANALYTICS_CARDS, analyticsFileName, formatFigure, windowLabel, type AnalyticsFigures, type AnalyticsWindow } from '@domain/events/analytics';
import { messageForError } from '@/lib/errors/error-catalogue';
import { downloadFile } from '@/lib/download-file';
import { buildAnalyticsPdf } from '../model/analytics-pdf';
import { DATE_LONG_FORMAT } from '../model/dashboard';

type Props = { eventTitle: string; slug: string; window: AnalyticsWindow; figures: AnalyticsFigures | undefined };

/** "Download analytics as PDF" (spec 000 section 2.10): the figures on screen, as a PDF file. */
export function AnalyticsPdfButton({ eventTitle, slug, window, figures }: Props) {
  const { message } = App.useApp();
  const [building, setBuilding] = useState(false);

  const download = async (shown: AnalyticsFigures) => {
    setBuilding(true);
    try {
      const bytes = await buildAnalyticsPdf({
        eventTitle: eventTitle || 'Untitled event',
        windowLabel: windowLabel(window),
        madeAt: dayjs().format(DATE_LONG_FORMAT),
        rows: ANALYTICS_CARDS.map(({ key, label }) => ({ label, value: formatFigure(key, shown[key]) })),
      });
      downloadFile(new Uint8Array(bytes), analyticsFileName(slug, window), 'application/pdf');
    } catch (error) {
      // Loading pdf-lib can fail (the app was updated meanwhile, or the network dropped).
      void message.error(messageForError(error));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Button icon={<FilePdfOutlined aria-hidden />} disabled={!figures} loading={building} onClick={() => figures && void download(figures)}>
      Download analytics as PDF
    </Button>
  );
}
