import { Alert, Button, Flex, Select, Tabs, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { viewersOnAir } from '@domain/livetool/on-air';
import type { Program } from '@domain/livetool/program';
import type { Stream } from '@domain/streams/stream';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useToasts } from '@/ui/use-toasts';
import { useConsoleActions } from '../../api/console-actions';
import { useConsoleDecks, type ConsoleDeck } from '../../api/use-console-decks';
import { streamErrorMessage } from '../../model/stream-errors';
import type { ConsoleTabs } from './console-tabs';
import { SlidePane } from './SlidePane';
import { useConsoleKeys } from './use-console-keys';

type Props = { eventId: string; stream: Stream; program: Program; tabs?: ConsoleTabs };

const LATER = {
  meeting: 'The meeting room of this stream will be run from here. It arrives with the meeting room issue.',
};

/**
 * The slides of the console (spec 001 sections 2.2 and 4.3): the next-up and PROGRAM panes,
 * Previous, Next, Cut, Hide and Change deck, and the keyboard (right, left, space). While the
 * stream is not live the offline overlay says viewers do not see the cuts.
 */
export function SlideDesk({ eventId, stream, program, tabs }: Props) {
  const { decks, error } = useConsoleDecks(eventId);
  const toasts = useToasts();
  const onError = useCallback((error: unknown) => toasts.failure(error, { describe: streamErrorMessage }), [toasts]);
  const actions = useConsoleActions(eventId, stream.id, program, onError);
  const deck: ConsoleDeck | undefined = decks?.find((d) => d.id === program.deckID);
  const slides = deck?.slides ?? [];
  const canDrive = slides.length > 0;
  useConsoleKeys(canDrive ? actions : null);

  const deckNotice = !program.deckID
    ? livetoolMessages.noDeck
    : decks && !deck
      ? livetoolMessages.deckRemoved
      : deck && slides.length === 0
        ? livetoolMessages.emptyDeck
        : null;
  const nextUp = Math.min(program.presenterNext, Math.max(0, slides.length - 1));
  const onProgram = program.presenterCurrent;
  // Polls and Zoom meetings change only while viewers see the stream (spec 001 section 4.2).
  const onAir = stream.streamLive && !stream.vod;

  const desk = (
    <Flex vertical gap={12}>
      {stream.rehearsal ? (
        <Alert type="info" showIcon title={livetoolMessages.rehearsal} description={livetoolMessages.rehearsalOn} />
      ) : (
        !viewersOnAir(stream) && <Alert type="warning" showIcon title={livetoolMessages.offline} description={livetoolMessages.offlineHint} />
      )}
      {error !== null && <ErrorAlert error={error} />}
      {deckNotice && <Alert type={deckNotice === livetoolMessages.deckRemoved ? 'error' : 'info'} showIcon title={deckNotice} />}
      <Flex gap={12} wrap>
        <SlidePane label="Next up" slide={canDrive ? slides[nextUp] : undefined} index={nextUp} count={slides.length} />
        <SlidePane label="PROGRAM" program slide={canDrive && onProgram !== null ? slides[onProgram] : undefined} index={onProgram} count={slides.length} />
      </Flex>
      <Flex gap={8} wrap align="center">
        <Button onClick={actions.previous} disabled={!canDrive}>
          Previous
        </Button>
        <Button onClick={actions.next} disabled={!canDrive}>
          Next
        </Button>
        <Button type="primary" onClick={actions.cut} disabled={!canDrive}>
          Cut
        </Button>
        <Button onClick={actions.hide} disabled={!canDrive || onProgram === null}>
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
      </Flex>
      <Typography.Text type="secondary">Keyboard: right arrow next slide, left arrow previous slide, space cut.</Typography.Text>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      {desk}
      <Tabs
        items={[
          { key: 'decks', label: 'Decks', children: <DeckGallery deck={deck} nextUp={nextUp} onProgram={onProgram} /> },
          { key: 'polls', label: 'Polls', children: tabs?.polls(onAir) },
          { key: 'zooms', label: 'Zooms', children: tabs?.zooms(onAir) },
          ...(stream.videoStream ? [{ key: 'meeting', label: 'Meeting', children: <Typography.Paragraph>{LATER.meeting}</Typography.Paragraph> }] : []),
        ]}
      />
    </Flex>
  );
}

/** The chosen deck's slides, four per row (spec 001 section 9), the next-up and PROGRAM ones marked. */
function DeckGallery({ deck, nextUp, onProgram }: { deck: ConsoleDeck | undefined; nextUp: number; onProgram: number | null }) {
  if (!deck || deck.slides.length === 0) return <Typography.Paragraph>{livetoolMessages.noDeck}</Typography.Paragraph>;
  return (
    <ol aria-label={`Slides of ${deck.title || 'the deck'}`} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
      {deck.slides.map((slide, index) => (
        <li key={index} style={{ border: `2px solid ${index === onProgram ? '#cf1322' : index === nextUp ? '#1677ff' : 'transparent'}`, borderRadius: 4 }}>
          <img src={slide.url} alt={`Slide ${index + 1}${index === onProgram ? ', on PROGRAM' : index === nextUp ? ', next up' : ''}`} style={{ display: 'block', width: '100%', aspectRatio: slide.aspectRatio, objectFit: 'contain', background: '#f0f0f0' }} />
        </li>
      ))}
    </ol>
  );
}
