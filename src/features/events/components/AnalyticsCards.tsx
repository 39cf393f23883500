import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Radio, Row, Statistic, Typography } from 'antd';
import { useId, useState } from 'react';
import { ANALYTICS_CARDS, ANALYTICS_WINDOWS, DEFAULT_ANALYTICS_WINDOW, formatFigure, type AnalyticsWindow } from '@domain/events/analytics';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useAnalytics } from '../api/use-analytics';
import { AnalyticsPdfButton } from './AnalyticsPdfButton';

type Props = {
  eventId: string;
  eventTitle: string;
  slug: string;
  /** The live tool's variant: smaller, without the PDF action. */
  compact?: boolean;
};

/** The analytics cards (spec 000 section 2.10) for a chosen time window. */
export function AnalyticsCards({ eventId, eventTitle, slug, compact = false }: Props) {
  const [window, setWindow] = useState<AnalyticsWindow>(DEFAULT_ANALYTICS_WINDOW);
  const analytics = useAnalytics(eventId, window);
  const size = compact ? 'small' : 'middle';
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={compact ? 8 : 16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: compact ? 16 : 20 }}>
            Analytics
          </Typography.Title>
          <Button
            size={size}
            icon={<ReloadOutlined aria-hidden />}
            loading={analytics.isFetching}
            onClick={() => void analytics.refetch()}
            aria-label="Refresh analytics"
          />
        </Flex>
        <Radio.Group
          aria-label="Time window"
          optionType="button"
          size={size}
          value={window}
          onChange={(e) => setWindow(e.target.value as AnalyticsWindow)}
          options={ANALYTICS_WINDOWS.map((w) => ({ value: w.key, label: w.label }))}
        />
        {analytics.status === 'error' ? (
          <ErrorAlert
            error={analytics.error}
            action={
              <Button size="small" onClick={() => void analytics.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <Row gutter={[compact ? 8 : 16, compact ? 8 : 16]}>
            {ANALYTICS_CARDS.map(({ key, label }) => (
              <Col key={key} xs={24} sm={12} xl={compact ? 12 : 8}>
                <Card size="small" role="group" aria-label={label}>
                  <Statistic
                    title={label}
                    loading={analytics.status === 'pending'}
                    value={analytics.data?.[key] ?? 0}
                    formatter={() => formatFigure(key, analytics.data?.[key] ?? 0)}
                    styles={{ content: { fontSize: compact ? 18 : 24 } }}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        )}
        {!compact && (
          <div>
            <AnalyticsPdfButton eventTitle={eventTitle} slug={slug} window={window} figures={analytics.data} />
          </div>
        )}
      </Flex>
    </section>
  );
}
