import { Alert, App, Button, Flex, Result, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { SLUG_TAKEN } from '@domain/events/event-rules';
import { settingsMessages } from '@domain/events/event-settings';
import { roleAtLeast, type Role } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { catalogue, errorCode } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { StickyActionBar } from '@/ui/StickyActionBar';
import { useUnsavedChangesPrompt } from '@/ui/use-unsaved-changes-prompt';
import { useSlugAvailability, type SlugAvailability } from '@/lib/events/use-slug-availability';
import { useSettingsEvent } from '../api/use-settings-event';
import { useUpdateEventSettings } from '../api/update-event-settings';
import type { SettingsEvent } from '../model/settings-event';
import { updateErrorText } from '../model/settings-error';
import { changedFields, formValues, patchProblems, pruneDraft, typedSlug, type SettingsDraft } from '../model/settings-form';
import { AccessTab } from './AccessTab';
import { ExportSettingsButton } from './ExportSettingsButton';
import { GeneralTab, type SlugFeedback } from './GeneralTab';
import { RegistrationTab } from './registration/RegistrationTab';

type Caller = { uid: string; email: string | null };
type Props = { eventId: string; caller: Caller };

/** The event settings page (spec 000 section 2.11): viewers see it read-only, producers and owners edit. */
export function EventSettingsScreen({ eventId, caller }: Props) {
  const event = useSettingsEvent(eventId);
  const role = useEventRole(eventId, caller.uid);
  if (event.status === 'pending' || role.status === 'pending') return <PageSpinner label="Loading event settings" />;
  if (event.status === 'error') return <ErrorAlert error={event.error} />;
  if (!event.data) return <Result status="warning" title={catalogue['no-event-found']} />;
  if (role.status === 'error') return <ErrorAlert error={role.error} />;
  return <SettingsEditor event={event.data} role={role.data} caller={caller} />;
}

/** The slug field's border and message: red with the reason, green when free (spec 000 section 5). */
function slugFeedback(problem: string | undefined, availability: SlugAvailability, takenOnUpdate: boolean): SlugFeedback {
  if (problem) return { validateStatus: 'error', help: problem };
  if (takenOnUpdate || availability === 'taken') return { validateStatus: 'error', help: SLUG_TAKEN };
  if (availability === 'failed') return { validateStatus: 'error', help: settingsMessages.refreshPage };
  if (availability === 'checking') return { validateStatus: 'validating' };
  if (availability === 'available') return { validateStatus: 'success' };
  return {};
}

function SettingsEditor({ event, role, caller }: { event: SettingsEvent; role: Role | null; caller: Caller }) {
  const { message } = App.useApp();
  const canEdit = roleAtLeast(role, 'producer');
  // The user's edits over the stored event; see model/settings-form.ts.
  const [draft, setDraft] = useState<SettingsDraft>({});
  // A slug another event claimed between the check and the update.
  const [takenSlug, setTakenSlug] = useState<string | null>(null);
  const update = useUpdateEventSettings(event.id);

  // A new stored event drops the edits it already holds.
  const [eventSeen, setEventSeen] = useState(event);
  if (eventSeen !== event) {
    setEventSeen(event);
    setDraft((current) => pruneDraft(event, current));
  }

  const values = formValues(event, draft);
  const patch = changedFields(event, draft);
  const problems = patchProblems(patch);
  const availability = useSlugAvailability(values.slug, event.id);
  const takenOnUpdate = takenSlug !== null && takenSlug === values.slug;
  const slugBlocked = availability === 'checking' || availability === 'taken' || takenOnUpdate;
  const hasChanges = Object.keys(patch).length > 0;
  // Every tab's edits, the registration fields' among them, wait for Update.
  useUnsavedChangesPrompt(canEdit && hasChanges);
  const canUpdate = canEdit && hasChanges && Object.keys(problems).length === 0 && !slugBlocked && !update.isPending;
  const failure = update.isError && errorCode(update.error) !== 'already-exists' ? update.error : null;

  const change = (next: SettingsDraft) => setDraft((current) => ({ ...current, ...next }));
  const submit = () => {
    if (!canUpdate) return;
    update.mutate(patch, {
      onSuccess: () => {
        void message.success(settingsMessages.updated);
        if (patch.slug !== undefined) void message.success(settingsMessages.slugChanged);
        if (patch.redirectURL !== undefined) void message.success(settingsMessages.redirectSet);
      },
      onError: (error) => {
        if (errorCode(error) === 'already-exists' && patch.slug !== undefined) setTakenSlug(patch.slug);
      },
    });
  };

  const tabs = [
    {
      key: 'general',
      label: 'General',
      children: (
        <GeneralTab
          event={event}
          values={values}
          problems={problems}
          slugFeedback={slugFeedback(problems.slug, availability, takenOnUpdate)}
          onChange={change}
          onSlugChange={(input) => change({ slug: typedSlug(input) })}
          disabled={!canEdit}
        />
      ),
    },
    {
      key: 'regusers',
      label: 'Registration',
      children: (
        <Flex vertical gap={8}>
          <RegistrationTab
            eventId={event.id}
            value={{ userTypes: values.userTypes, registerReq: values.registerReq, registration: values.registration, registrationBg: values.registrationBg }}
            onChange={change}
            disabled={!canEdit}
          />
          {problems.registration && <Alert type="error" showIcon title={problems.registration} />}
        </Flex>
      ),
    },
    { key: 'access', label: 'Access', children: <AccessTab event={event} caller={caller} eventRole={role} /> },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading>Event settings</PageHeading>
        <ExportSettingsButton event={event} />
      </Flex>
      {!canEdit && <Typography.Text type="secondary">You can view these settings; only producers and owners change them.</Typography.Text>}
      <Tabs tabPlacement="start" items={tabs} destroyOnHidden={false} />
      {canEdit && (
        <StickyActionBar label="Save the settings">
          {failure && <Alert type="error" showIcon role="alert" title={updateErrorText(failure, update.variables)} />}
          <Flex justify="end" align="center" gap={12} wrap>
            {hasChanges && <Typography.Text type="secondary">Unsaved changes</Typography.Text>}
            <Button type="primary" disabled={!canUpdate} loading={update.isPending} onClick={submit}>
              Update
            </Button>
          </Flex>
        </StickyActionBar>
      )}
    </Flex>
  );
}
