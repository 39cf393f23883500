import { App, Button, Flex, Form, Input, type FormRule } from 'antd';
import type { AuthUser } from '@/backend/port';
import { validateProfile, type ProfileFields } from '@domain/account/profile';
import { messages } from '@/lib/messages';
import { Dialog } from '@/ui/Dialog';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { ReadOnlyField } from '@/ui/ReadOnlyField';
import { useProfile } from '../api/use-profile';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileUpdate, UserProfile } from '../model/user-profile';
import { AvatarField } from './AvatarField';

/** The profile dialog of spec 000 section 2.4: avatar and names; the email is shown, never saved. */
export function ProfileModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: AuthUser }) {
  return (
    <Dialog open={open} onCancel={onClose} title="Profile" footer={null}>
      <ProfileBody user={user} onClose={onClose} />
    </Dialog>
  );
}

function ProfileBody({ user, onClose }: { user: AuthUser; onClose: () => void }) {
  const profile = useProfile(user.uid);
  if (profile.status === 'pending') return <PageSpinner label="Loading profile" />;
  if (profile.status === 'error') return <ErrorAlert error={profile.error} />;
  return (
    <>
      <AvatarField uid={user.uid} thumbnail={profile.data.thumbnail} />
      <ProfileForm user={user} profile={profile.data} onClose={onClose} />
    </>
  );
}

const ruleFor = (field: keyof ProfileFields): FormRule => ({
  validator: (_, value: string | undefined) => {
    const problem = validateProfile({ [field]: value ?? '' })[field];
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

function ProfileForm({ user, profile, onClose }: { user: AuthUser; profile: UserProfile; onClose: () => void }) {
  const { message } = App.useApp();
  const update = useUpdateProfile(user.uid, {
    onSuccess: () => {
      void message.success(messages.profileUpdated);
      onClose();
    },
    onError: () => void message.error(messages.profileUpdateFailed),
  });
  const initialValues: ProfileUpdate = { username: profile.username, firstName: profile.firstName, lastName: profile.lastName };

  return (
    <Form<ProfileUpdate>
      name="profile"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => update.mutate({ username: values.username ?? '', firstName: values.firstName ?? '', lastName: values.lastName ?? '' })}
    >
      <Form.Item label="Display name" name="username" rules={[ruleFor('username')]}>
        <Input autoComplete="nickname" />
      </Form.Item>
      <Form.Item label="First name" name="firstName" rules={[ruleFor('firstName')]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastName" rules={[ruleFor('lastName')]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <ReadOnlyField id="profile-email" label="Email" value={user.email ?? ''} extra="The address you sign in with; it is not changed here." />
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
