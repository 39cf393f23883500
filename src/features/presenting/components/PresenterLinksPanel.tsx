import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useRevokePresenterLink } from '../api/presenter-link-mutations';
import { usePresenterLinks, type LinkRow } from '../api/use-presenter-links';
import { presenterToolUrl, presenterViewUrl } from '../model/link-urls';
import { presentingErrorMessage } from '../model/presenting-errors';
import { PresenterLinkDialog } from './PresenterLinkDialog';

const expiresText = (link: LinkRow) => (link.expires ? (link.expires.getTime() <= Date.now() ? `Expired ${dayjs(link.expires).format('DD.MM.YYYY HH:mm')}` : dayjs(link.expires).format('DD.MM.YYYY HH:mm')) : 'Never');

/**
 * A stream's presenter links (issue 15), on the stream page and in the live tool: make, copy,
 * edit and revoke. Copy hands out the presenter view's address; the menu beside it, the
 * presenter tool's with the link's options.
 */
export function PresenterLinksPanel({ eventId, streamId }: { eventId: string; streamId: string }) {
  const links = usePresenterLinks(eventId, streamId);
  const toasts = useToasts();
  const revoke = useRevokePresenterLink(eventId, {
    onSuccess: () => toasts.success(presenterTexts.revoked),
    onError: (error) => toasts.failure(error, { describe: presentingErrorMessage }),
  });
  // undefined: closed; null: making one; a link: editing it.
  const [editing, setEditing] = useState<LinkRow | null | undefined>(undefined);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toasts.success(presenterTexts.copied);
    } catch {
      toasts.error('The browser did not allow copying; open the link and copy its address yourself.');
    }
  };

  return (
    <section aria-label="Presenter links">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Presenter links
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing(null)}>
          New presenter link
        </Button>
      </Flex>
      {links.status === 'error' && <ErrorAlert error={links.error} />}
      <Table<LinkRow>
        rowKey="id"
        size="small"
        loading={links.status === 'pending'}
        dataSource={links.data ?? []}
        locale={{ emptyText: <TableEmpty>{presenterTexts.noLinks}</TableEmpty> }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: 'Name', render: (_, l) => <span>{l.name}{l.email && <Typography.Text type="secondary"> ({l.email})</Typography.Text>}</span> },
          { key: 'time', title: 'Time', render: (_, l) => `${l.time} min` },
          {
            key: 'allows',
            title: 'Allows',
            render: (_, l) => (
              <Space size={4} wrap>
                {l.controls && <Tag>Controls</Tag>}
                {l.notes && <Tag>Notes</Tag>}
                {l.chat && <Tag>Chat</Tag>}
              </Space>
            ),
          },
          { key: 'expires', title: 'Expires', render: (_, l) => expiresText(l) },
          {
            key: 'action',
            title: 'Action',
            fixed: 'right',
            render: (_, l) => (
              <Space wrap>
<Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(presenterViewUrl(l.id, l.token))} aria-label={`Copy the presenter link of ${l.name}`}>
                  Copy link
                </Button>
                <Button
                  onClick={() => void copy(presenterToolUrl(eventId, streamId, l.id, l.token, { control: l.controls, notes: l.notes, chat: l.chat }))}
                  aria-label={`Copy the presenter tool link of ${l.name}`}
                >
                  Copy tool link
                </Button>
                <Button onClick={() => setEditing(l)} aria-label={`Edit the link of ${l.name}`}>
                  Edit
                </Button>
                <Popconfirm title={presenterTexts.revokeConfirm} okText="Revoke" cancelText="No" onConfirm={() => revoke.mutate(l.id)}>
                  <Button danger aria-label={`Revoke the link of ${l.name}`}>
                    Revoke
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <PresenterLinkDialog eventId={eventId} streamId={streamId} open={editing !== undefined} link={editing ?? null} onClose={() => setEditing(undefined)} />
    </section>
  );
}
