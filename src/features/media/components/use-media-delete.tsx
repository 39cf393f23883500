import { App, Typography } from 'antd';
import type { ApiOutput } from '@domain/api/contracts';
import { mediaDeletedMessage, usageWarning, usageLabel } from '@domain/media/media-usage';
import { mediaItemMessages } from '@domain/media/media-record';
import { useDeleteMedia, useMediaUsage } from '../api/library-mutations';
import { useMediaToasts } from './use-media-toasts';

type UsageItem = ApiOutput<'mediaUsage'>['items'][number];

/** What the used items are used by, named, and what deleting them will do. */
function MediaUses({ used }: { used: UsageItem[] }) {
  return (
    <div aria-label="Used by">
      {used.map((item) => (
        <div key={item.processId}>
          <Typography.Text>{item.name} is used by:</Typography.Text>
          <ul>
            {item.uses.map((use) => (
              <li key={`${use.event?.id ?? ''}/${use.kind}/${use.id}`}>{usageLabel(use)}</li>
            ))}
          </ul>
        </div>
      ))}
      <Typography.Text strong>{usageWarning(used.flatMap((i) => i.uses))}</Typography.Text>
    </div>
  );
}

type Options = {
  /** The screen's own question (spec 002: the bank's and the Material table's differ). */
  question?: string;
  /** The screen's own toast; by default it names what was deleted ("Presentation deleted"). */
  deletedMessage?: string;
};

/**
 * Deleting media as issue 30 asks: first what uses the items, then the question naming those
 * uses, then the delete, and a toast that names what was deleted.
 */
export function useMediaDelete({ question = mediaItemMessages.deleteConfirm, deletedMessage }: Options = {}) {
  const { modal } = App.useApp();
  const toasts = useMediaToasts();
  const usage = useMediaUsage();
  const remove = useDeleteMedia();
  const ask = (processIds: string[], afterDelete?: () => void) =>
    usage.mutate(processIds, {
      onError: (error) => toasts.failure(error, `${mediaItemMessages.deleteFailed}: `),
      onSuccess: ({ items }) => {
        const used = items.filter((i) => i.uses.length > 0);
        void modal.confirm({
          title: question,
          content: used.length > 0 ? <MediaUses used={used} /> : undefined,
          okText: 'Yes',
          cancelText: 'No',
          okButtonProps: { danger: true },
          onOk: () =>
            remove.mutateAsync(processIds).then(
              () => {
                toasts.success(deletedMessage ?? mediaDeletedMessage(items.map((i) => i.kind)));
                afterDelete?.();
              },
              (error: unknown) => toasts.failure(error, `${mediaItemMessages.deleteFailed}: `),
            ),
        });
      },
    });
  return { ask, asking: usage.isPending || remove.isPending };
}
