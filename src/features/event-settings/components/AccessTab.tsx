import { Divider, Flex, Form, Input, Select, Typography } from 'antd';
import { PROTECTION_TYPES } from '@domain/events/event-settings';
import type { Role } from '@domain/permissions/roles';
import { accessResourceOf, type SettingsEvent } from '../model/settings-event';
import { AdminsTable } from './AdminsTable';
import { OrganizationChange } from './OrganizationChange';

const PROTECTION_LABELS: Record<(typeof PROTECTION_TYPES)[number], string> = { password: 'Password', ip: 'IP', pin: 'PIN', email: 'Email' };
export const IMPORT_PARTICIPANTS_HINT = 'Import participants to event';

type Props = { event: SettingsEvent; caller: { uid: string; email: string | null }; eventRole: Role | null };

/**
 * The Access tab (spec 000 section 6): the event's admins, the protection type with every option
 * disabled as specified (a stored type still shows, with its field; the secrets are never read),
 * and the organisation change.
 */
export function AccessTab({ event, caller, eventRole }: Props) {
  const protection = event.protectionType;
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
        <Form layout="vertical">
          <Form.Item label="Protection type" htmlFor="settings-protection" help={protection === 'email' ? IMPORT_PARTICIPANTS_HINT : undefined}>
            <Select
              id="settings-protection"
              virtual={false}
              placeholder="No protection"
              value={protection ?? undefined}
              options={PROTECTION_TYPES.map((type) => ({ value: type, label: PROTECTION_LABELS[type], disabled: true }))}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
          {protection === 'password' && (
            <Form.Item label="Password" htmlFor="settings-password">
              <Input.Password id="settings-password" disabled autoComplete="off" />
            </Form.Item>
          )}
          {protection === 'pin' && (
            <Form.Item label="PIN" htmlFor="settings-pin">
              <Input id="settings-pin" disabled autoComplete="off" />
            </Form.Item>
          )}
        </Form>
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
