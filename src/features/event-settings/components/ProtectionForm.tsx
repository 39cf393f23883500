import { Alert, App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROTECTION_TYPES } from '@domain/events/event-settings';
import { SITE_PROTECTIONS, type SiteProtection } from '@domain/pages/event-site';
import { protectionSecretProblem, siteAccessMessages } from '@domain/pages/site-access';
import { explainedErrorText } from '@/lib/errors/explained-error';
import { useToasts } from '@/ui/use-toasts';
import { useSetEventProtection } from '../api/set-event-protection';
import { useHasParticipants } from '../api/use-has-participants';

type StoredType = (typeof PROTECTION_TYPES)[number];
type Choice = StoredType | 'none';

const IMPORT_PARTICIPANTS_HINT = 'Import participants to event';

export const protectionTexts = {
  none: 'No protection',
  password: 'Password',
  pin: 'PIN',
  ip: 'IP',
  email: 'Email',
  emailHint: 'Only the event’s participants get in, by giving their e-mail address: those imported and those who registered. Disabled participants never do.',
  noParticipants: 'The event has no participants yet: with email protection nobody gets in until you import them.',
  ipUnavailable: 'Not offered: viewers behind one network share an address.',
  keepSecret: (label: string) => `A ${label.toLowerCase()} is set. Type a new one to change it; viewers then give the new one.`,
  save: 'Save protection',
  remove: 'Remove protection',
  confirmRemove: 'Remove the protection?',
  confirmRemoveHint: 'Anyone with the site’s address will see its pages.',
} as const;

const isSiteProtection = (choice: Choice): choice is SiteProtection => (SITE_PROTECTIONS as readonly string[]).includes(choice);
const storedChoice = (type: string | null): Choice => ((PROTECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as StoredType) : 'none');

type Props = { eventId: string; protectionType: string | null; canEdit: boolean };

/**
 * The site's protection (spec 000 section 6): a password or a PIN set, changed or removed through
 * the server, which stores only its hash (so the field never shows the stored one), or email,
 * which lets in the event's participants and takes no secret. Email on an event without
 * participants is allowed, with a warning: the site then stays closed to everyone, which leaks
 * nothing, and opens to the listed ones as soon as they are imported. IP is not offered, and says why.
 */
export function ProtectionForm({ eventId, protectionType, canEdit }: Props) {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const stored = storedChoice(protectionType);
  // null: as stored. A saved change comes back as the stored type.
  const [choice, setChoice] = useState<Choice | null>(null);
  const [secret, setSecret] = useState('');
  const save = useSetEventProtection(eventId, {
    onSuccess: (_, change) => {
      toasts.success(change.protection === null ? siteAccessMessages.protectionRemoved : siteAccessMessages.protectionSaved);
      setChoice(null);
      setSecret('');
    },
  });
  const selected = choice ?? stored;
  const needsSecret = selected === 'password' || selected === 'pin';
  const problem = needsSecret && secret !== '' ? protectionSecretProblem(selected, secret) : null;
  const removing = selected === 'none' && stored !== 'none';
  const choosingEmail = selected === 'email' && stored !== 'email';
  const ready = removing || choosingEmail || (needsSecret && secret !== '' && problem === null);
  const participants = useHasParticipants(eventId, selected === 'email');
  const label = selected === 'pin' ? protectionTexts.pin : protectionTexts.password;

  const submit = () => {
    if (!ready || save.isPending) return;
    if (isSiteProtection(selected)) return save.mutate({ protection: selected, secret });
    modal.confirm({
      title: protectionTexts.confirmRemove,
      content: protectionTexts.confirmRemoveHint,
      okText: protectionTexts.remove,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => save.mutateAsync({ protection: null, secret: '' }).catch(() => undefined),
    });
  };

  const explained = (type: 'ip' | 'email', reason: string) => ({
    value: type,
    title: protectionTexts[type],
    label: (
      <Flex vertical>
        <span>{protectionTexts[type]}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
          {reason}
        </Typography.Text>
      </Flex>
    ),
  });

  return (
    <Form layout="vertical" disabled={!canEdit} onFinish={submit}>
      <Form.Item
        label="Protection type"
        htmlFor="settings-protection"
        help={
          selected === 'email' ? (
            <>
              {protectionTexts.emailHint} <Link to="/participants/import">{IMPORT_PARTICIPANTS_HINT}</Link>
            </>
          ) : undefined
        }
      >
        <Select<Choice>
          id="settings-protection"
          virtual={false}
          value={selected}
          onChange={(next) => {
            setChoice(next);
            setSecret('');
          }}
          optionLabelProp="title"
          options={[
            { value: 'none', label: protectionTexts.none, title: protectionTexts.none },
            { value: 'password', label: protectionTexts.password, title: protectionTexts.password },
            { value: 'pin', label: protectionTexts.pin, title: protectionTexts.pin },
            { ...explained('ip', protectionTexts.ipUnavailable), disabled: true },
            explained('email', protectionTexts.emailHint),
          ]}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      {needsSecret && (
        <Form.Item
          label={label}
          htmlFor="settings-secret"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? (selected === stored && secret === '' ? protectionTexts.keepSecret(label) : undefined)}
        >
          <Input.Password
            id="settings-secret"
            autoComplete="new-password"
            inputMode={selected === 'pin' ? 'numeric' : undefined}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
      )}
      {selected === 'email' && participants.data === false && (
        <Alert type="warning" showIcon title={protectionTexts.noParticipants} style={{ marginBottom: 16, maxWidth: 640 }} />
      )}
      {save.isError && <Alert type="error" showIcon role="alert" title={explainedErrorText(save.error)} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" danger={removing} disabled={!ready} loading={save.isPending}>
        {removing ? protectionTexts.remove : protectionTexts.save}
      </Button>
    </Form>
  );
}
