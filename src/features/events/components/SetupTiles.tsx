import { WarningFilled } from '@ant-design/icons';
import { Card, Flex, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import type { DashboardContent } from '../api/use-dashboard-data';
import { setupWarnings, type SetupWarning, type UnitKind } from '../model/dashboard';

/** Each tile opens its list; the spec's Pages tile pointed at /streams, a defect (issue 30). */
const TILES: { kind: UnitKind; label: string; to: string }[] = [
  { kind: 'chats', label: 'Chats', to: '/chats' },
  { kind: 'streams', label: 'Stream', to: '/streams' },
  { kind: 'pages', label: 'Pages', to: '/pages' },
  { kind: 'menus', label: 'Menus', to: '/menus' },
];

// Darker than antd's warning yellow on white would be illegible as text, but an icon needs only 3:1.
const WARNING_COLOUR = '#d48806';

function WarningIcon({ warning }: { warning: SetupWarning }) {
  return (
    <Tooltip title={`${warning.title} ${warning.detail}`}>
      <span tabIndex={0} role="img" aria-label={`${warning.title} ${warning.detail}`} style={{ color: WARNING_COLOUR, fontSize: 18 }}>
        <WarningFilled aria-hidden />
      </span>
    </Tooltip>
  );
}

/** The Chats, Stream, Pages and Menus tiles with live unit counts and the setup warnings of section 8. */
export function SetupTiles({ counts, setup }: Pick<DashboardContent, 'counts' | 'setup'>) {
  if (counts.status === 'error' || setup.status === 'error') return <ErrorAlert error={counts.error ?? setup.error} />;
  if (counts.status === 'pending' || setup.status === 'pending') return <PageSpinner label="Loading event content" />;
  const warnings = setupWarnings(counts.data, setup.data);

  return (
    <Flex gap={12} wrap component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {TILES.map(({ kind, label, to }) => (
        <li key={kind} aria-label={label} style={{ flex: '1 1 140px' }}>
          <Card size="small">
            <Flex justify="space-between" align="center" gap={8}>
              <Link to={to}>{label}</Link>
              <Flex gap={4}>
                {warnings[kind].map((warning) => (
                  <WarningIcon key={warning.title} warning={warning} />
                ))}
              </Flex>
            </Flex>
            <Typography.Text style={{ fontSize: 20 }}>
              {counts.data[kind]} {counts.data[kind] === 1 ? 'unit' : 'units'}
            </Typography.Text>
          </Card>
        </li>
      ))}
    </Flex>
  );
}
