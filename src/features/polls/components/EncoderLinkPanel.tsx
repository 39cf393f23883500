import { CopyOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { encoderLinkUrl } from '@domain/polls/encoder-link';
import { messageForError } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useToasts } from '@/ui/use-toasts';
import { useRotateEncoderLink } from '../api/poll-mutations';
import { useEncoderToken } from '../api/use-encoder-link';

const texts = {
  created: 'Encoder link created and copied to clipboard.',
  createdNotCopied: 'Encoder link created; the browser did not allow copying it: use Copy encoder link.',
  replaced: 'Encoder link replaced: the old one no longer opens the slideshow.',
  copied: 'Copied to clipboard.',
  replaceTitle: 'Replace the encoder link?',
  replaceWarning: 'Encoders and browser sources using the current link stop showing the polls until they get the new one.',
};

/**
 * The Encoder link (spec 001 section 2.8): the poll slideshow for an encoder or OBS browser
 * source, opened in its own tab by a link that carries its token; producers copy it and replace
 * it when it has spread too far.
 */
export function EncoderLinkPanel({ eventId }: { eventId: string }) {
  const { message, modal } = App.useApp();
  const token = useEncoderToken(eventId, true);
  const toasts = useToasts();
  const rotate = useRotateEncoderLink(eventId, {
    onSuccess: ({ token: created }, { replacing }) => {
      if (replacing) return toasts.success(texts.replaced);
      // Creating is asking for the link: it goes to the clipboard as Copy encoder link would.
      navigator.clipboard.writeText(encoderLinkUrl(window.location.origin, eventId, created)).then(
        () => toasts.success(texts.created),
        () => toasts.success(texts.createdNotCopied),
      );
    },
    onError: (error) => toasts.failure(error),
  });
  if (token.status === 'error') return <ErrorAlert error={token.error} />;
  if (token.status === 'pending') return null;
  if (token.data === null) {
    return (
      <Button icon={<ExportOutlined aria-hidden />} loading={rotate.isPending} onClick={() => rotate.mutate({ replacing: false })}>
        Create encoder link
      </Button>
    );
  }
  const url = encoderLinkUrl(window.location.origin, eventId, token.data);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(texts.copied);
    } catch (error) {
      void message.error(messageForError(error));
    }
  };
  return (
    <Flex gap={8} wrap align="center">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExportOutlined aria-hidden /> Encoder
      </a>
      <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
        Copy encoder link
      </Button>
      <Button
        icon={<ReloadOutlined aria-hidden />}
        loading={rotate.isPending}
        onClick={() =>
          modal.confirm({
            title: texts.replaceTitle,
            content: texts.replaceWarning,
            okText: 'Replace link',
            cancelText: 'Cancel',
            okButtonProps: { danger: true },
            onOk: () => rotate.mutate({ replacing: true }),
          })
        }
      >
        New encoder link
      </Button>
    </Flex>
  );
}
