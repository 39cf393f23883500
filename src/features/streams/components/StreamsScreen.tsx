import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { useStreams } from '../api/use-streams';
import { CreateStreamModal } from './CreateStreamModal';
import { StreamsTable } from './StreamsTable';

/** /streams (spec 001 section 2.3): the event's streams; owners create and delete them. */
export function StreamsScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const streams = useStreams(eventId);
  const [creating, setCreating] = useState(false);
  const isOwner = role.status === 'success' && roleAtLeast(role.data, 'owner');

  return (
    <section>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <PageHeading>Streams</PageHeading>
        {isOwner && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            Create stream
          </Button>
        )}
      </Flex>
      {role.status === 'error' && <ErrorAlert error={role.error} />}
      {role.status === 'success' && !isOwner && (
        <Typography.Paragraph type="secondary">Owners create and delete streams; producers run them from each stream’s page.</Typography.Paragraph>
      )}
      <StreamsTable eventId={eventId} streams={streams} canDelete={isOwner} />
      {isOwner && <CreateStreamModal eventId={eventId} open={creating} onClose={() => setCreating(false)} />}
    </section>
  );
}
