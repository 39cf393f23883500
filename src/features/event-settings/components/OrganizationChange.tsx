import { Alert, App, Button, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { settingsMessages } from '@domain/events/event-settings';
import type { Role } from '@domain/permissions/roles';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useChangeEventOrganization } from '../api/change-event-organization';
import { useOrganizationMove } from '../api/use-organization-move';
import { settingsErrorText } from '../model/settings-error';

export const organizationChangeMessages = {
  changed: 'Organization changed!',
  notAllowed: 'Only owners and producers of the event’s organisation can move it.',
  notAllowedWithout: 'Only the owners of an event can put it in an organisation.',
  confirm: (name: string) => `Move this event to ${name}?`,
  confirmHint: 'The event’s access moves with it: the new organisation’s members get their roles on it.',
} as const;

type Props = { eventId: string; uid: string; currentOrganizationId: string | null; eventRole: Role | null };

/** Moving the event to another of the user's organisations (spec 000 section 5), after a confirmation. */
export function OrganizationChange({ eventId, uid, currentOrganizationId, eventRole }: Props) {
  const { modal, message } = App.useApp();
  const move = useOrganizationMove(uid, currentOrganizationId, eventRole);
  const change = useChangeEventOrganization(eventId);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);

  if (move.status === 'pending') return <Typography.Text role="status">Loading organisations…</Typography.Text>;
  if (move.status === 'error') return <ErrorAlert error={move.error} />;
  const { targets, allowed } = move.data;
  const selected = chosen ?? currentOrganizationId ?? undefined;
  const options = targets.map((t) => ({ value: t.id, label: t.name }));
  // The current organisation shows even when the user may not move events into it.
  if (currentOrganizationId && !targets.some((t) => t.id === currentOrganizationId)) options.unshift({ value: currentOrganizationId, label: 'Current organisation' });

  const submit = () => {
    const target = targets.find((t) => t.id === selected);
    if (!target || target.id === currentOrganizationId) {
      setProblem(settingsMessages.alternativeOrganization);
      return;
    }
    setProblem(null);
    modal.confirm({
      title: organizationChangeMessages.confirm(target.name),
      content: organizationChangeMessages.confirmHint,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () =>
        change.mutateAsync(target.id).then(
          () => {
            setChosen(undefined);
            void message.success(organizationChangeMessages.changed);
          },
          // The dialog closes either way; the reason shows under the select.
          () => undefined,
        ),
    });
  };

  return (
    <Form layout="vertical" disabled={!allowed} onFinish={submit}>
      <Form.Item
        label="Organization"
        htmlFor="settings-organization"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? (allowed ? undefined : currentOrganizationId === null ? organizationChangeMessages.notAllowedWithout : organizationChangeMessages.notAllowed)}
      >
        <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
          <Select
            id="settings-organization"
            virtual={false}
            placeholder="No organisation"
            value={selected}
            options={options}
            onChange={(id: string) => {
              setChosen(id);
              setProblem(null);
            }}
            style={{ flex: 1 }}
          />
          <Button htmlType="submit" loading={change.isPending}>
            Change organization
          </Button>
        </Space.Compact>
      </Form.Item>
      {change.isError && <Alert type="error" showIcon role="alert" title={settingsErrorText(change.error)} />}
    </Form>
  );
}
