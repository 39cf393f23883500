import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { SessionSummary } from '@/backend/port';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { TableEmpty } from '@/ui/TableEmpty';
import { useEndSession, useSessions, useSignOutEverywhere } from '../api/sessions';
import { accountTexts } from '../model/account-texts';
import { describeUserAgent } from '../model/describe-session';

/** The user's sessions with the one to end each, and "Sign out everywhere" (confirmed first). */
export function SessionsPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { message } = App.useApp();
  const { available, query } = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere({ onSuccess: onSignedOut });

  const endOne = (session: SessionSummary) =>
    end.mutate(session.id, {
      onSuccess: () => (session.current ? onSignedOut() : void message.success(accountTexts.sessionEnded)),
    });

  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" style={{ fontSize: 18 }}>
        {accountTexts.sessionsHeading}
      </h2>
      {!available && <p>{accountTexts.providerKeepsNoList}</p>}
      {available && query.isPending && <PageSpinner label={accountTexts.sessionsLoading} />}
      {available && query.isError && <ErrorAlert error={query.error} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />}
      {end.isError && <ErrorAlert error={end.error} />}
      {available && query.data && (
        <Table<SessionSummary>
          rowKey="id"
          pagination={false}
          dataSource={query.data}
          locale={{ emptyText: <TableEmpty>{accountTexts.noSessions}</TableEmpty> }}
          scroll={{ x: true }}
          columns={[
            {
              title: 'Device',
              key: 'device',
              render: (_, session) => (
                <Space>
                  {describeUserAgent(session.userAgent)}
                  {session.current && <Tag color="blue">{accountTexts.thisDevice}</Tag>}
                </Space>
              ),
            },
            { title: 'Address', dataIndex: 'address', key: 'address' },
            { title: 'Last seen', key: 'lastSeen', render: (_, session) => dayjs(session.lastSeenAt).format('D MMM YYYY HH:mm') },
            { title: 'Signed in', key: 'created', render: (_, session) => dayjs(session.createdAt).format('D MMM YYYY HH:mm') },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, session) => (
                <Popconfirm title={accountTexts.endSessionConfirm} okText={accountTexts.endSession} cancelText="Cancel" onConfirm={() => endOne(session)}>
                  <Button aria-label={`${accountTexts.endSession}: ${describeUserAgent(session.userAgent)}, ${session.address}${session.current ? ` (${accountTexts.thisDevice})` : ''}`} loading={end.isPending && end.variables === session.id}>
                    {accountTexts.endSession}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      <div style={{ marginTop: 16 }}>
        <p>{accountTexts.signOutEverywhereHint}</p>
        {everywhere.isError && (
          <div style={{ marginBottom: 16 }}>
            <ErrorAlert error={everywhere.error} />
          </div>
        )}
        <Popconfirm title={accountTexts.signOutEverywhereConfirm} okText={accountTexts.signOutEverywhere} cancelText="Cancel" onConfirm={() => everywhere.mutate()}>
          <Button danger loading={everywhere.isPending}>
            {accountTexts.signOutEverywhere}
          </Button>
        </Popconfirm>
      </div>
    </section>
  );
}
