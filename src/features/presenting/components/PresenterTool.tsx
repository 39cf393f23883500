import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { viewersOnAir } from '@domain/livetool/on-air';
import { presenterTexts } from '@domain/presenting/presenter-link';
import type { Include } from '@domain/presenting/presenter-pool';
import { supportEmail } from '@/lib/config';
import { errorCode } from '@/lib/errors/error-catalogue';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PresenceDot } from '@/ui/PresenceDot';
import { useToasts } from '@/ui/use-toasts';
import { usePoolMembership } from '../api/use-pool-membership';
import { usePresenterLinkDoc, usePresenterSlides, usePresenterStates, usePresentingStream, type Credential } from '../api/use-presenter-session';
import { usePresentingActions } from '../api/use-presenting-actions';
import { pageControl, pageControlSentence } from '../model/page-control';
import { presentingFailure } from '../model/presenting-errors';
import { Connecting } from './PresenterViewScreen';
import { MessageWall } from './MessageWall';
import { NoPermission } from './NoPermission';
import { SlideFrame, SlideGrid } from './SlideFrame';

type Props = { credential: Credential; name: string; include: Include; onDisconnected: (byAdmin: boolean) => void };

/**
 * The connected presenter tool (spec 001 sections 2.6 and 4.5): the stream's slide, the next
 * one, notes, the gallery (four per row) and the chat, as the include parameter and the link
 * allow; with control, Take control, Previous and Next. Removed from the pool by the operator, the
 * presenter is disconnected and told so.
 */
export function PresenterTool({ credential, name, include, onDisconnected }: Props) {
  const link = usePresenterLinkDoc(credential.linkId, true);
  const state = usePresentingStream(credential.eventId, credential.streamId);
  const states = usePresenterStates(credential.eventId, credential.streamId);
  const toasts = useToasts();
  const onError = useCallback((error: unknown) => toasts.failure(error, { describe: presentingFailure }), [toasts]);
  const actions = usePresentingActions(credential, onError);
  const [leaving, setLeaving] = useState(false);
  const program = state.data?.program ?? null;
  const slides = usePresenterSlides(credential, program?.deckID ?? null);
  const presenting = state.data?.presenting ?? { pool: [], control: null, seat: null };
  const { removed } = usePoolMembership(presenting, credential.linkId, leaving);

  useEffect(() => {
    if (removed) onDisconnected(true);
  }, [removed, onDisconnected]);

  const refused = [link, state].some((s) => s.status === 'error' && errorCode(s.error) === 'permission-denied') || (link.status === 'success' && link.data === null);
  if (refused) return <NoPermission contact={supportEmail()} />;
  if (state.status === 'error') return <ErrorAlert error={state.error} />;
  if (link.status !== 'success' || state.status !== 'success' || !link.data || !program) return <Connecting />;
  if (!state.data) return <NoPermission contact={supportEmail()} />;

  const { stream } = state.data;
  const own = link.data;
  const allows = { control: include.control && own.controls, notes: include.notes && own.notes, chat: include.chat && own.chat };
  const control = pageControl(presenting, credential.linkId, actions.seatId);
  const inControl = control.at === 'this-page';
  const decks = slides.data ?? [];
  const deck = decks.find((d) => d.id === (own.deckID ?? program.deckID));
  const onStream = deck && program.deckID === deck.id ? program.presenterCurrent : null;
  const at = onStream ?? 0;
  const count = deck?.slides.length ?? 0;
  const go = (index: number) => {
    if (!inControl || index < 0 || index >= count || actions.sending) return;
    actions.present(index, onStream);
  };
  const leave = async () => {
    setLeaving(true);
    if (await actions.leave()) onDisconnected(false);
    else setLeaving(false);
  };

  return (
    <Flex vertical gap={12} style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <Flex component="header" gap={16} align="center" wrap>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          Presenter tool
        </Typography.Title>
        <Space>
          <PresenceDot state={states.data?.get(credential.linkId) ?? 'offline'} />
          <Typography.Text>{name}</Typography.Text>
        </Space>
        {viewersOnAir(stream) && <Tag color="red">LIVE</Tag>}
        <Flex gap={8} style={{ marginLeft: 'auto' }} wrap>
          {allows.control && (
            <Button type={inControl ? 'default' : 'primary'} onClick={() => void (inControl ? actions.release() : actions.take())}>
              {inControl ? 'Release control' : 'Take control'}
            </Button>
          )}
          <Button onClick={() => void leave()} loading={leaving}>
            Leave
          </Button>
        </Flex>
      </Flex>
      {!viewersOnAir(stream) && <Alert type="warning" showIcon title={presenterTexts.offlineOverlay} />}
      <Typography.Text aria-live="polite">{pageControlSentence(control, 'You have control of the slides.')}</Typography.Text>
      {!deck ? (
        <Alert type="info" showIcon title={slides.isPending ? presenterTexts.loading : presenterTexts.noDeck} />
      ) : (
        <Flex gap={16} wrap align="flex-start">
          <Flex vertical gap={8} style={{ flex: '3 1 480px', minWidth: 0 }}>
            <SlideFrame slide={onStream !== null ? deck.slides[onStream] : undefined} label={onStream !== null ? `Slide on the stream, ${onStream + 1}` : 'The stream shows no slide of this deck'} empty="The stream shows no slide of this deck now." />
            <Flex gap={8} align="center" wrap>
              {allows.control && (
                <>
                  <Button onClick={() => go(at - 1)} disabled={!inControl || at <= 0 || actions.sending}>
                    Previous
                  </Button>
                  <Button type="primary" onClick={() => go(onStream === null ? 0 : at + 1)} disabled={!inControl || (onStream !== null && at >= count - 1) || actions.sending}>
                    Next
                  </Button>
                </>
              )}
              <Typography.Text>{onStream !== null ? `Slide ${onStream + 1} of ${count}` : `${count} slides`}</Typography.Text>
            </Flex>
            {allows.notes && (
              <section aria-label="Notes">
                <Typography.Text strong>Notes</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{(onStream !== null && deck.slides[onStream]?.notes) || 'No notes for this slide.'}</Typography.Paragraph>
              </section>
            )}
          </Flex>
          <Flex vertical gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography.Text strong>Next slide</Typography.Text>
            <SlideFrame slide={deck.slides[onStream === null ? 0 : at + 1]} label="Next slide" empty="This is the last slide." />
            {allows.chat && (
              <Card size="small" title="Chat">
                <MessageWall eventId={credential.eventId} chatId={stream.chatID} />
              </Card>
            )}
          </Flex>
        </Flex>
      )}
      {deck && <SlideGrid slides={deck.slides} perRow={4} current={onStream} onPick={allows.control && inControl ? go : null} disabled={actions.sending} label="Slide gallery" />}
    </Flex>
  );
}
