import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { viewersOnAir } from '@domain/livetool/on-air';
import { presenterTexts, type PresenterLink } from '@domain/presenting/presenter-link';
import { useToasts } from '@/ui/use-toasts';
import { usePoolMembership } from '../api/use-pool-membership';
import { usePresenterSlides, type PresentingStream } from '../api/use-presenter-session';
import { usePresentingActions } from '../api/use-presenting-actions';
import { pageControl, pageControlSentence } from '../model/page-control';
import { presentingFailure } from '../model/presenting-errors';
import { Countdown } from './Countdown';
import { LiveClock } from './LiveClock';
import { MessageWall } from './MessageWall';
import { MyPresentation } from './MyPresentation';
import { SlideFrame } from './SlideFrame';

type Props = { link: PresenterLink; token: string; state: PresentingStream };

/** Spec 001 section 2.5: the Message wall drawer is 330 px wide. */
const WALL_WIDTH = 330;

/**
 * The presenter view once the link is open (spec 001 sections 2.5 and 4.5). Presenting is on
 * while this presenter holds control of the stream's slides; the countdown runs only then. The
 * view joins the stream's presenter pool when it opens, so the operator sees it.
 */
export function PresenterView({ link, token, state }: Props) {
  const { stream, program, presenting } = state;
  const credential = { linkId: link.id, token, eventId: link.eventID, streamId: link.streamID };
  const toasts = useToasts();
  const onError = useCallback((error: unknown) => toasts.failure(error, { describe: presentingFailure }), [toasts]);
  const actions = usePresentingActions(credential, onError);
  const slides = usePresenterSlides(credential, program.deckID);
  const { removed } = usePoolMembership(presenting, link.id, false);
  const [wallOpen, setWallOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const joined = useRef(false);
  const { join } = actions;

  useEffect(() => {
    if (joined.current) return;
    joined.current = true;
    void join('');
  }, [join]);

  const control = pageControl(presenting, link.id, actions.seatId);
  const presentingOn = control.at === 'this-page';
  const decks = slides.data ?? [];
  const streamDeck = decks.find((d) => d.id === program.deckID);
  const myDeck = decks.find((d) => d.id === (link.deckID ?? program.deckID));
  const onStream = streamDeck && program.presenterCurrent !== null ? streamDeck.slides[program.presenterCurrent] : undefined;

  const toggle = async () => {
    setBusy(true);
    if (presentingOn) await actions.release();
    else if ((await actions.join('')) && (await actions.take())) toasts.success('You are presenting.');
    setBusy(false);
  };

  return (
    <Flex vertical gap={12} style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <Flex component="header" gap={16} align="center" wrap>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          Presenter View
        </Typography.Title>
        <Typography.Text>{link.name}</Typography.Text>
        {viewersOnAir(stream) && <Tag color="red">LIVE</Tag>}
        <LiveClock />
        <Countdown minutes={link.time} running={presentingOn} />
        <Flex gap={8} style={{ marginLeft: 'auto' }} wrap>
          <Button
            type={presentingOn ? 'default' : 'primary'}
            danger={presentingOn}
            loading={busy}
            disabled={!link.controls || removed}
            onClick={() => void toggle()}
            aria-pressed={presentingOn}
          >
            {presentingOn ? 'Stop presenting' : 'Start presenting'}
          </Button>
          {link.chat && (
            <Button icon={<MessageOutlined aria-hidden />} onClick={() => setWallOpen(true)}>
              Message wall
            </Button>
          )}
        </Flex>
      </Flex>
      {!link.controls && <Alert type="info" showIcon title={presenterTexts.noControls} />}
      {removed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={presenterTexts.disconnectedByAdmin}
          action={
            <Button size="small" onClick={() => void actions.join('')}>
              Join again
            </Button>
          }
        />
      )}
      {!viewersOnAir(stream) && <Alert type="warning" showIcon title={presenterTexts.offlineOverlay} />}
      <Typography.Text aria-live="polite">{pageControlSentence(control, 'You are presenting: your slide changes go to the stream.')}</Typography.Text>
      <Tabs
        defaultActiveKey="mine"
        items={[
          {
            key: 'follow',
            label: 'Follow stream',
            children: (
              <Flex vertical gap={8} style={{ maxWidth: 960 }}>
                <SlideFrame slide={onStream} label={onStream ? `The stream’s slide ${program.presenterCurrent! + 1}` : 'The stream shows no slide'} empty="The stream shows no slide now." />
                {streamDeck && program.presenterCurrent !== null && <Typography.Text>{`Slide ${program.presenterCurrent + 1} of ${streamDeck.slides.length}`}</Typography.Text>}
              </Flex>
            ),
          },
          {
            key: 'mine',
            label: 'My presentation',
            children: <MyPresentation deck={myDeck} loading={slides.isPending} program={program} presenting={presentingOn} showNotes={link.notes} actions={actions} />,
          },
        ]}
      />
      <Drawer title="Message wall" placement="right" size={WALL_WIDTH} open={wallOpen} onClose={() => setWallOpen(false)}>
        <MessageWall eventId={link.eventID} chatId={stream.chatID} />
      </Drawer>
    </Flex>
  );
}
