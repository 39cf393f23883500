import { Button, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { readPresenting } from '@domain/presenting/presenter-pool';
import { STREAM } from '@domain/streams/stream';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PresenceDot } from '@/ui/PresenceDot';
import { useToasts } from '@/ui/use-toasts';
import { useRemovePresenter } from '../api/presenter-link-mutations';
import { usePresenterStates } from '../api/use-presenter-session';
import { presentingErrorMessage } from '../model/presenting-errors';

/**
 * The stream's presenter pool as the operator sees it (spec 001 section 4.5): who is connected,
 * online or not, who has control; Remove takes a presenter out (their page then says they were
 * disconnected by admin).
 */
export function PresenterPoolPanel({ eventId, streamId }: { eventId: string; streamId: string }) {
  const backend = useBackend();
  const stream = useLiveDoc(backend.docs, STREAM(eventId, streamId));
  const states = usePresenterStates(eventId, streamId);
  const toasts = useToasts();
  const remove = useRemovePresenter(eventId, streamId, {
    onSuccess: () => toasts.success('Presenter removed.'),
    onError: (error) => toasts.failure(error, { describe: presentingErrorMessage }),
  });
  const { pool, control } = readPresenting(stream.data?.exists ? (stream.data.data as Record<string, unknown>) : null);
  const holder = pool.find((m) => m.id === control);

  return (
    <section aria-label="Presenters">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Presenters
      </Typography.Title>
      {stream.status === 'error' && <ErrorAlert error={stream.error} />}
      <Typography.Paragraph>{holder ? `${holder.name || 'A presenter'} has control of the slides.` : 'No presenter has control of the slides.'}</Typography.Paragraph>
      {pool.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No presenter is connected." />
      ) : (
        <ul aria-label="Connected presenters" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pool.map((m) => (
            <li key={m.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Space style={{ flex: 1 }}>
                <PresenceDot state={states.data?.get(m.id) ?? 'offline'} />
                <span>{m.name || 'Unnamed presenter'}</span>
                {m.id === control && <Tag color="blue">In control</Tag>}
              </Space>
              <Popconfirm title={`Remove ${m.name || 'this presenter'} from the stream?`} okText="Remove" cancelText="No" onConfirm={() => remove.mutate(m.id)}>
                <Button danger size="small" aria-label={`Remove ${m.name || 'presenter'}`}>
                  Remove
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
