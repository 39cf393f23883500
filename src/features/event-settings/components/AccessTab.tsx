import { Divider, Flex, Typography } from 'antd';
import { roleAtLeast, type Role } from '@domain/permissions/roles';
import { accessResourceOf, type SettingsEvent } from '../model/settings-event';
import { AdminsTable } from './AdminsTable';
import { OrganizationChange } from './OrganizationChange';
import { ProtectionForm } from './ProtectionForm';

type Props = { event: SettingsEvent; caller: { uid: string; email: string | null }; eventRole: Role | null };

/**
 * The Access tab (spec 000 section 6): the event's admins, the site's protection (the spec's
 * original disables every type; issue 30 asks for what a user expects: set, change, remove), and
 * the organisation change.
 */
export function AccessTab({ event, caller, eventRole }: Props) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <section aria-labelledby="settings-admins">
        <Typography.Title level={2} id="settings-admins" style={{ fontSize: 18 }}>
          Event admins
        </Typography.Title>
        <AdminsTable resourceId={accessResourceOf(event)} caller={caller} />
      </section>
      <Divider style={{ margin: 0 }} />
      <section aria-labelledby="settings-protection-heading">
        <Typography.Title level={2} id="settings-protection-heading" style={{ fontSize: 18 }}>
          Protection
        </Typography.Title>
        <ProtectionForm eventId={event.id} protectionType={event.protectionType} canEdit={roleAtLeast(eventRole, 'producer')} />
      </section>
      <Divider style={{ margin: 0 }} />
      <section aria-labelledby="settings-organization-heading">
        <Typography.Title level={2} id="settings-organization-heading" style={{ fontSize: 18 }}>
          Organization change
        </Typography.Title>
        <OrganizationChange eventId={event.id} uid={caller.uid} currentOrganizationId={event.organizationId} eventRole={eventRole} />
      </section>
    </Flex>
  );
}
