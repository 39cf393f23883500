import { Flex, Spin, Typography } from 'antd';
import { errorCode } from '@/lib/errors/error-catalogue';
import { supportEmail } from '@/lib/config';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { useOpenPresenterLink, usePresenterLinkDoc, usePresentingStream } from '../api/use-presenter-session';
import { NoPermission } from './NoPermission';
import { RemovedByOperator } from './RemovedByOperator';
import { PresenterView } from './PresenterView';

export function Connecting() {
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 48 }} role="status">
      <Spin size="large" />
      <Typography.Text>{presenterTexts.loading}</Typography.Text>
    </Flex>
  );
}

const refused = (state: { status: string; error: unknown }) => state.status === 'error' && errorCode(state.error) === 'permission-denied';

/**
 * /presenter/{id} (spec 001 section 2.5): opened from a presenter link, without signing in and
 * without the admin layout. The link's token (in the address's fragment) is handed to the server
 * first; a missing, forged, revoked or expired link, then or later, shows the no-permission screen.
 * A link the operator removed shows that instead, live, until the operator lets it back.
 */
export function PresenterViewScreen({ linkId, linkToken }: { linkId: string; linkToken: string | null }) {
  const open = useOpenPresenterLink(linkId, linkToken);
  const opened = open.isSuccess;
  const link = usePresenterLinkDoc(linkId, opened);
  const data = link.data ?? null;
  // A removed link reads its own document alone: the stream is asked for again once it is let back.
  const removed = data?.removed === true;
  const stream = usePresentingStream(removed ? null : (data?.eventID ?? null), removed ? null : (data?.streamID ?? null));

  if (removed && !refused(link)) return <RemovedByOperator />;
  if (!linkToken || open.isError || refused(link) || refused(stream) || (link.status === 'success' && link.data === null)) {
    if (open.isError && errorCode(open.error) !== 'permission-denied') return <ErrorAlert error={open.error} />;
    return <NoPermission contact={supportEmail()} />;
  }
  if (link.status === 'error') return <ErrorAlert error={link.error} />;
  if (stream.status === 'error') return <ErrorAlert error={stream.error} />;
  if (!data || stream.status !== 'success') return <Connecting />;
  if (!stream.data) return <NoPermission contact={supportEmail()} />;
  return <PresenterView key={linkId} link={data} token={linkToken} state={stream.data} />;
}
