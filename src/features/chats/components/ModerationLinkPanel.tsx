import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { messageForError } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageSpinner } from '@/ui/PageSpinner';
import { useToasts } from '@/ui/use-toasts';
import { useModerationLink } from '../api/use-moderation-link';
import { useRotateModerationLink } from '../api/rotate-moderation-link';
import { moderationLinkMessages, moderationLinkUrl, moderationPath } from '../model/moderation-link';

type Props = { eventId: string; canManageLink: boolean };

/**
 * Moderation for the event: signed-in moderators open it directly; owners and producers also copy
 * the link that lets others moderate without an account, and replace it when it has spread too far.
 */
export function ModerationLinkPanel({ eventId, canManageLink }: Props) {
  return (
    <section aria-labelledby="moderation-heading" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="moderation-heading" style={{ fontSize: 18 }}>
        Moderation
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <Link to={moderationPath(eventId)}>Open moderation</Link>
        {canManageLink && <LinkControls eventId={eventId} />}
      </Flex>
    </section>
  );
}

function LinkControls({ eventId }: { eventId: string }) {
  const { message, modal } = App.useApp();
  const link = useModerationLink(eventId, true);
  const toasts = useToasts();
  const rotate = useRotateModerationLink(eventId, {
    onSuccess: (_, { replacing }) => toasts.success(replacing ? moderationLinkMessages.replaced : moderationLinkMessages.created),
    onError: (error) => toasts.failure(error),
  });

  if (link.status === 'pending') return <PageSpinner label="Loading moderation link" />;
  if (link.status === 'error') return <ErrorAlert error={link.error} />;
  if (link.data === null) {
    return (
      <Button icon={<ReloadOutlined aria-hidden />} loading={rotate.isPending} onClick={() => rotate.mutate({ replacing: false })}>
        Create moderation link
      </Button>
    );
  }

  const token = link.data;
  const copy = async (view: 'screen' | 'tablet') => {
    try {
      await navigator.clipboard.writeText(moderationLinkUrl(window.location.origin, eventId, token, view));
      void message.success(moderationLinkMessages.copied);
    } catch (error) {
      void message.error(messageForError(error));
    }
  };
  const confirmReplace = () =>
    modal.confirm({
      title: moderationLinkMessages.replaceTitle,
      content: moderationLinkMessages.replaceWarning,
      okText: 'Replace link',
      cancelText: 'Cancel',
      okButtonProps: { danger: true },
      onOk: () => rotate.mutate({ replacing: true }),
    });

  return (
    <>
      <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy('screen')}>
        Copy moderation link
      </Button>
      <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy('tablet')}>
        Copy tablet link
      </Button>
      <Button icon={<ReloadOutlined aria-hidden />} loading={rotate.isPending} onClick={confirmReplace}>
        Create new link
      </Button>
    </>
  );
}
