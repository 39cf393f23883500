import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { decodeInclude } from '@domain/presenting/presenter-pool';
import { useBackend } from '@/lib/backend-context';
import { supportEmail } from '@/lib/config';
import { errorCode } from '@/lib/errors/error-catalogue';
import { presentingErrorMessage } from '../model/presenting-errors';
import { NoPermission } from './NoPermission';
import { PresenterTool } from './PresenterTool';

type Props = { eventId: string; streamId: string; linkToken: string | null; search: string };

/**
 * /pt/event/{presEventID}/stream/{streamID} (spec 001 section 2.6): the presenter tool. It is
 * authorised by a presenter link of this stream, like the presenter view: the link's id comes in
 * `link`, its token in the fragment, and the server checks both (with the expiry and that the
 * link is this stream's) on every read and call; the event and stream ids alone open nothing.
 * Connect opens the link (the presenter shows online) and joins the stream's presenter pool.
 */
export function PresenterToolScreen({ eventId, streamId, linkToken, search }: Props) {
  const backend = useBackend();
  const params = new URLSearchParams(search);
  const linkId = params.get('link');
  const include = decodeInclude(params.get('include'));
  const [name, setName] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const connect = useMutation({
    mutationFn: async (typed: string) => {
      await backend.links.open('presenter', linkId ?? '', linkToken ?? '');
      await backend.call('joinPresenting', { linkId: linkId ?? '', token: linkToken ?? '', eventId, streamId, name: typed });
      return typed;
    },
    onSuccess: (typed) => {
      setRemoved(false);
      setName(typed);
    },
  });

  if (!linkId || !linkToken || (connect.isError && errorCode(connect.error) === 'permission-denied')) return <NoPermission contact={supportEmail()} />;
  if (name !== null) {
    return (
      <PresenterTool
        credential={{ linkId, token: linkToken, eventId, streamId }}
        name={name}
        include={include}
        onDisconnected={(byAdmin) => {
          setRemoved(byAdmin);
          setName(null);
          connect.reset();
          // Out of the pool, the presenter also lets go of the link, so the operator sees them offline.
          void backend.links.close('presenter', linkId).catch(() => undefined);
        }}
      />
    );
  }
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Presenter tool
        </Typography.Title>
        {removed && <Alert style={{ marginBottom: 16 }} type="error" showIcon role="alert" title={presenterTexts.disconnectedByAdmin} />}
        <Form<{ name: string }> layout="vertical" onFinish={({ name: typed }) => !connect.isPending && connect.mutate(typed.trim())}>
          <Form.Item name="name" label="Your name" rules={[{ required: true, whitespace: true, message: presenterTexts.toolNameRequired }]}>
            <Input maxLength={200} autoFocus autoComplete="name" />
          </Form.Item>
          {connect.isError && <Alert style={{ marginBottom: 16 }} type="error" showIcon role="alert" title={presentingErrorMessage(connect.error)} />}
          <Button type="primary" htmlType="submit" loading={connect.isPending} block>
            Connect
          </Button>
        </Form>
      </Card>
    </main>
  );
}
