import { LockOutlined, QuestionCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageForError } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { StateTag } from '@/ui/StateTag';
import { StatusPanel } from '@/ui/StatusPanel';
import { useOrganization, type Organization } from '../api/use-organization';
import { useOrganizationEvents } from '../api/use-organization-events';
import { isEventReady, searchEvents, type OrganizationEvent } from '../model/organization-event';
import { InviteDialog } from './InviteDialog';

export type OrganizationEventsScreenProps = { organizationId: string; uid: string; onOpenEvent: (eventId: string) => void };

const noAccessMessage = messageForError({ code: 'permission-denied' });

/** The organisation events page (spec 000 sections 2.2 and 2.6). */
export function OrganizationEventsScreen({ organizationId, uid, onOpenEvent }: OrganizationEventsScreenProps) {
  const lookup = useOrganization(organizationId, uid);

  if (lookup.status === 'pending') {
    return (
      <section aria-busy="true">
        <Typography.Text role="status" strong>
          LOADING
        </Typography.Text>
      </section>
    );
  }
  if (lookup.status === 'error') return <ErrorAlert error={lookup.error} />;
  if (!lookup.data.found) {
    return lookup.data.reason === 'permission-denied' ? (
      <StatusPanel icon={<LockOutlined aria-hidden />} title={noAccessMessage} />
    ) : (
      <StatusPanel
        icon={<QuestionCircleOutlined aria-hidden />}
        title="Organisation not found"
        subTitle="This organisation does not exist or has been removed."
      />
    );
  }
  const { organization, role } = lookup.data;
  return <OrganizationEvents organization={organization} canInvite={role === 'owner' || role === 'producer'} onOpenEvent={onOpenEvent} />;
}

type EventsProps = { organization: Organization; canInvite: boolean; onOpenEvent: (eventId: string) => void };

function OrganizationEvents({ organization, canInvite, onOpenEvent }: EventsProps) {
  const events = useOrganizationEvents(organization.events);
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const name = organization.name || 'Organisation';

  return (
    <section style={{ maxWidth: 800 }}>
      <Flex align="start" justify="space-between" gap={12} wrap>
        <PageHeading>{name} Events</PageHeading>
        {canInvite && (
          <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
            Add member
          </Button>
        )}
      </Flex>
      <Typography.Paragraph>
        Every event this organisation runs is listed here, newest first. Search by title or tag, and open an event once it is
        ready to manage its pages, streams and participants.
      </Typography.Paragraph>
      <Input.Search
        aria-label="Search events"
        placeholder="Search by title or tag"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={setSearch}
        style={{ maxWidth: 500, marginBottom: 16 }}
      />
      {events.status === 'pending' && <PageSpinner label="Loading events" />}
      {events.status === 'error' && <ErrorAlert error={events.error} />}
      {events.status === 'success' && <EventList events={events.data} search={search} onOpenEvent={onOpenEvent} />}
      {canInvite && (
        <InviteDialog open={inviting} organizationId={organization.id} organizationName={name} onClose={() => setInviting(false)} />
      )}
    </section>
  );
}

function EventList({ events, search, onOpenEvent }: { events: OrganizationEvent[]; search: string; onOpenEvent: (eventId: string) => void }) {
  if (events.length === 0) return <Empty description="No events in this organisation yet" />;
  const shown = searchEvents(events, search);
  if (shown.length === 0) return <Empty description={`No events match "${search.trim()}"`} />;
  return (
    <ul aria-label="Organisation events" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((event) => (
        <EventRow key={event.id} event={event} onOpen={() => onOpenEvent(event.id)} />
      ))}
    </ul>
  );
}

function EventRow({ event, onOpen }: { event: OrganizationEvent; onOpen: () => void }) {
  const title = event.title || 'Untitled event';
  return (
    <li style={{ borderBottom: '1px solid #f0f0f0', padding: '12px 0' }}>
      <Flex align="center" gap={12} wrap>
        {isEventReady(event) ? (
          <Button type="link" onClick={onOpen} style={{ padding: 0, fontSize: 16 }}>
            {title}
          </Button>
        ) : (
          <Flex align="center" gap={8}>
            <Typography.Text strong>{title}</Typography.Text>
            <Spin size="small" aria-hidden />
            <Typography.Text>Creating event...</Typography.Text>
          </Flex>
        )}
        <StateTag state={event.state} />
        {event.date && <Typography.Text>{dayjs(event.date).format('HH:mm - DD.MM.YYYY')}</Typography.Text>}
      </Flex>
    </li>
  );
}
