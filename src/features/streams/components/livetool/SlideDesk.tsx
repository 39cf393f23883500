import { Alert, Button, Flex, Select, Tabs, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { viewersOnAir } from '@domain/livetool/on-air';
import type { Program } from '@domain/livetool/program';
import type { Presenting } from '@domain/presenting/presenter-pool';
import { slideControl, slideControlTexts } from '@domain/presenting/slide-control';
import type { Stream } from '@domain/streams/stream';
import { useConnectionState } from '@/lib/live/use-connection-state';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useToasts } from '@/ui/use-toasts';
import { useConsoleActions } from '../../api/console-actions';
import { useConsoleDecks, type ConsoleDeck } from '../../api/use-console-decks';
import { streamErrorMessage } from '../../model/stream-errors';
import type { ConsoleTabs } from './console-tabs';
import { DeckGallery } from './DeckGallery';
import { MarkChapter } from './MarkChapter';
import { SlidePane } from './SlidePane';
import { SlideViewMenus } from './SlideViewMenus';
import { useSlideView } from './use-slide-view';
import { useConsoleKeys } from './use-console-keys';
import { useTakeOver } from './use-take-over';

/** `presenting`: the stream's presenter pool and who of them holds control of the slides. */
type Props = { eventId: string; stream: Stream; program: Program; presenting: Presenting; tabs?: ConsoleTabs };

const LATER = {
  meeting: 'The meeting room of this stream will be run from here. It arrives with the meeting room issue.',
};

/**
 * The slides of the console (spec 001 sections 2.2 and 4.3): the next-up and PROGRAM panes,
 * Previous, Next, Cut, Hide and Change deck, and the keyboard (right, left, space). While the
 * stream is not live the offline overlay says viewers do not see the cuts. It says who holds
 * control of the slides; while a presenter does, the next-up pane follows their slide and every
 * action asks before taking control back (issue 29).
 */
export function SlideDesk({ eventId, stream, program, presenting, tabs }: Props) {
  const { decks, error } = useConsoleDecks(eventId);
  const toasts = useToasts();
  const onError = useCallback((error: unknown) => toasts.failure(error, { describe: streamErrorMessage }), [toasts]);
  const control = slideControl(presenting);
  const actions = useTakeOver(useConsoleActions(eventId, stream.id, program, onError), control);
  const view = useSlideView();
  const deck: ConsoleDeck | undefined = decks?.find((d) => d.id === program.deckID);
  const slides = deck?.slides ?? [];
  // Cut while the server is away would fail: the console waits, and shows the panes again once back.
  const online = useConnectionState() === 'online';
  const hasSlides = slides.length > 0;
  const canDrive = hasSlides && online;
  useConsoleKeys(canDrive ? actions : null);

  const deckNotice = !program.deckID
    ? livetoolMessages.noDeck
    : decks && !deck
      ? livetoolMessages.deckRemoved
      : deck && slides.length === 0
        ? livetoolMessages.emptyDeck
        : null;
  const nextUp = Math.min(program.presenterNext, Math.max(0, slides.length - 1));
  const missing = slides.filter((s) => s.missing).length;
  const onProgram = program.presenterCurrent;
  // Polls and Zoom meetings change only while viewers see the stream (spec 001 section 4.2; not in a rehearsal).
  const onAir = viewersOnAir(stream);

  const desk = (
    <Flex vertical gap={12}>
      {stream.rehearsal ? (
        <Alert type="info" showIcon title={livetoolMessages.rehearsal} description={livetoolMessages.rehearsalOn} />
      ) : (
        !viewersOnAir(stream) && <Alert type="warning" showIcon title={livetoolMessages.offline} description={livetoolMessages.offlineHint} />
      )}
      {error !== null && <ErrorAlert error={error} />}
      {deckNotice && <Alert type={deckNotice === livetoolMessages.deckRemoved ? 'error' : 'info'} showIcon title={deckNotice} />}
      {missing > 0 && <Alert type="warning" showIcon title={livetoolMessages.missingSlides(missing)} action={<Link to="/decks">Decks</Link>} />}
      {/* Polite, not an alert: it changes with every slide the presenter moves to. */}
      <div role="status">
        {control.by === 'presenter' ? (
          <Alert role="none" type="warning" showIcon title={slideControlTexts.presenterHolds(control.name, onProgram)} description={slideControlTexts.consoleAsks} />
        ) : (
          <Typography.Text>{slideControlTexts.operatorHolds}</Typography.Text>
        )}
      </div>
      <Flex gap={12} wrap>
        <SlidePane label="Next up" slide={hasSlides ? slides[nextUp] : undefined} index={nextUp} count={slides.length} />
        <SlidePane label="PROGRAM" program slide={hasSlides && onProgram !== null ? slides[onProgram] : undefined} index={onProgram} count={slides.length} />
      </Flex>
      <Flex gap={8} wrap align="center">
        <Button onClick={() => actions.previous()} disabled={!canDrive}>
          Previous
        </Button>
        <Button onClick={() => actions.next()} disabled={!canDrive}>
          Next
        </Button>
        <Button type="primary" onClick={() => actions.cut()} disabled={!canDrive || slides[nextUp]?.missing}>
          Cut
        </Button>
        <Button onClick={() => actions.hide()} disabled={!canDrive || onProgram === null}>
          Hide
        </Button>
        <Select
          aria-label="Change deck"
          placeholder="Change deck"
          style={{ minWidth: 220 }}
          value={deck?.id}
          loading={!decks}
          options={(decks ?? []).map((d) => ({ value: d.id, label: d.title || 'Untitled deck' }))}
          onChange={(deckId: string) => actions.chooseDeck(deckId)}
          notFoundContent={<Link to="/decks">No decks: make one on the Decks page</Link>}
        />
        <SlideViewMenus size={view.size} follow={view.follow} onSize={view.setSize} onFollow={view.setFollow} />
        <MarkChapter eventId={eventId} stream={stream} />
      </Flex>
      <Typography.Text type="secondary">Keyboard: right arrow next slide, left arrow previous slide, space cut.</Typography.Text>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      {desk}
      <Tabs
        items={[
          {
            key: 'decks',
            label: 'Decks',
            children: <DeckGallery deck={deck} nextUp={nextUp} onProgram={onProgram} size={view.size} follow={view.follow} />,
          },
          { key: 'polls', label: 'Polls', children: tabs?.polls(onAir) },
          { key: 'zooms', label: 'Zooms', children: tabs?.zooms(onAir) },
          ...(stream.videoStream ? [{ key: 'meeting', label: 'Meeting', children: <Typography.Paragraph>{LATER.meeting}</Typography.Paragraph> }] : []),
        ]}
      />
    </Flex>
  );
}
