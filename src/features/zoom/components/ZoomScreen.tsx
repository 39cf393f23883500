import { Button, Flex, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { roleAtLeast } from '@domain/permissions/roles';
import { zoomMessages, type ZoomMeeting } from '@domain/zoom/zoom-meeting';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { useDeleteZoomMeeting } from '../api/zoom-mutations';
import { useZoomMeetings } from '../api/use-zoom-meetings';
import { AddMeetingDialog } from './AddMeetingDialog';

/** /zoom (spec 001 section 2.9): the event's Zoom meetings; owners add and remove them. */
export function ZoomScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canManage = role.status === 'success' && roleAtLeast(role.data, 'owner');
  const meetings = useZoomMeetings(eventId);
  const toasts = useToasts();
  const remove = useDeleteZoomMeeting(eventId, {
    onSuccess: () => toasts.success(zoomMessages.removed),
    onError: () => toasts.error(zoomMessages.removeFailed),
  });
  const [adding, setAdding] = useState(false);

  return (
    <section>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Zoom meetings</PageHeading>
        {canManage && (
          <Button type="primary" onClick={() => setAdding(true)}>
            Add meeting
          </Button>
        )}
      </Flex>
      {meetings.status === 'error' && <ErrorAlert error={meetings.error} />}
      <Table<ZoomMeeting>
        rowKey="id"
        loading={meetings.status === 'pending'}
        dataSource={meetings.data ?? []}
        locale={{ emptyText: <TableEmpty>{zoomMessages.empty}</TableEmpty> }}
        pagination={{ position: ['bottomCenter'] }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'topic', title: 'Topic', dataIndex: 'topic' },
          {
            key: 'link',
            title: 'Join link',
            render: (_, m) => (
              <Typography.Link href={m.joinLink} target="_blank" rel="noopener noreferrer">
                {m.joinLink}
              </Typography.Link>
            ),
          },
          { key: 'meetingId', title: 'Meeting id', dataIndex: 'meetingId' },
          { key: 'password', title: 'Password', render: (_, m) => m.password || '—' },
          {
            key: 'delete',
            title: 'Delete',
            fixed: 'right',
            render: (_, m) =>
              canManage && (
                <Popconfirm title={zoomMessages.deleteConfirm} okText="Yes" cancelText="No" onConfirm={() => remove.mutate(m.id)}>
                  <Button danger aria-label={`Delete ${m.topic}`}>
                    Delete
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <AddMeetingDialog eventId={eventId} open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
