import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { Link } from 'react-router';
import { agendaMessages } from '@domain/agenda/agenda-item';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { StatusPanel } from '@/ui/StatusPanel';
import { useToasts } from '@/ui/use-toasts';
import { useSaveAgendaItem } from '../api/agenda-mutations';
import { useAgendaItem, useDeckNames, usePresenterNames } from '../api/use-agenda';
import { AgendaForm } from './AgendaForm';

const EDIT_FORM = 'agenda-edit-form';

/** /agenda/{id} (spec 002 section 2): one agenda item's fields; producers save them. */
export function AgendaEntryScreen({ eventId, itemId, uid }: { eventId: string; itemId: string; uid: string }) {
  const role = useEventRole(eventId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const item = useAgendaItem(eventId, itemId);
  const presenters = usePresenterNames(eventId);
  const decks = useDeckNames(eventId);
  const toasts = useToasts();
  const save = useSaveAgendaItem(eventId, { onSuccess: (_, { itemId }) => toasts.success(itemId ? agendaMessages.updated : agendaMessages.added) });
  const back = <Link to="/agenda">Back to the agenda</Link>;

  let body;
  if (item.status === 'error') body = <ErrorAlert error={item.error} />;
  else if (item.status === 'pending' || presenters.status === 'pending' || decks.status === 'pending') body = <Skeleton active />;
  else if (item.data === null) body = <StatusPanel icon={<WarningOutlined aria-hidden />} title={agendaMessages.noItem} extra={back} />;
  else
    body = (
      <>
        <AgendaForm
          key={item.data.id}
          id={EDIT_FORM}
          item={item.data}
          presenters={presenters.data ?? []}
          decks={decks.data ?? []}
          disabled={!canEdit}
          error={save.error}
          onSubmit={(input) => !save.isPending && save.mutate({ itemId, item: input })}
        />
        <Flex gap={12} align="center">
          <Button type="primary" htmlType="submit" form={EDIT_FORM} loading={save.isPending} disabled={!canEdit}>
            Save
          </Button>
          {back}
        </Flex>
      </>
    );

  return (
    <section style={{ maxWidth: 640 }}>
      <PageHeading>Agenda entry</PageHeading>
      {body}
    </section>
  );
}
