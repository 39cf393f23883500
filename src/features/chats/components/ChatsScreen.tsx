import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { useChats } from '../api/use-chats';
import { useEventRole } from '@/lib/access/event-role';
import { chatPermissions } from '../model/chat-permissions';
import { ChatFormModal, type ChatFormTarget } from './ChatFormModal';
import { ChatsTable } from './ChatsTable';
import { ModerationLinkPanel } from './ModerationLinkPanel';

const readOnlyNote = 'You can view these chats. Producers edit them; owners also create and delete them.';

export type ChatsScreenProps = { eventId: string; uid: string };

/**
 * The chats list, /chats (spec 001 sections 2 and 5), for the selected event. Controls follow the
 * caller's role; until it is known the page is read only.
 */
export function ChatsScreen({ eventId, uid }: ChatsScreenProps) {
  const role = useEventRole(eventId, uid);
  const chats = useChats(eventId);
  const [formTarget, setFormTarget] = useState<ChatFormTarget | null>(null);
  const permissions = chatPermissions(role.status === 'success' ? role.data : null);

  return (
    <section>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <PageHeading>Chats</PageHeading>
        {permissions.createAndDelete && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setFormTarget({ mode: 'create' })}>
            Create chat
          </Button>
        )}
      </Flex>
      {role.status === 'error' && <ErrorAlert error={role.error} />}
      {role.status === 'success' && !permissions.edit && <Typography.Paragraph type="secondary">{readOnlyNote}</Typography.Paragraph>}
      {permissions.moderate && <ModerationLinkPanel eventId={eventId} canManageLink={permissions.manageLink} />}
      <ChatsTable eventId={eventId} chats={chats} permissions={permissions} onEdit={(chat) => setFormTarget({ mode: 'edit', chat })} />
      {permissions.edit && <ChatFormModal eventId={eventId} target={formTarget} onClose={() => setFormTarget(null)} />}
    </section>
  );
}
