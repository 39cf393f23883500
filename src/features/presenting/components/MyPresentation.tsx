import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { Program } from '@domain/livetool/program';
import { presenterTexts } from '@domain/presenting/presenter-link';
import type { PresenterDeck } from '../api/use-presenter-session';
import type { PresentingActions } from '../api/use-presenting-actions';
import { SlideFrame, SlideGrid } from './SlideFrame';

type Props = { deck: PresenterDeck | undefined; loading: boolean; program: Program; presenting: boolean; showNotes: boolean; actions: PresentingActions };

/**
 * My presentation (spec 001 sections 2.5 and 4.5): the current slide, the next one, Previous and
 * Next, "Slide X of N", the thumbnail grid (5 per row) and the notes. While presenting, a move is
 * sent to the stream and the view follows the stream; navigation waits while a change is being
 * sent. While not presenting the presenter pages through the deck on their own.
 */
export function MyPresentation({ deck, loading, program, presenting, showNotes, actions }: Props) {
  const [own, setOwn] = useState(0);
  if (loading) return <Spin />;
  if (!deck) return <Alert type="info" showIcon title={presenterTexts.noDeck} />;
  const count = deck.slides.length;
  const onStream = program.deckID === deck.id ? program.presenterCurrent : null;
  const at = Math.min(presenting && onStream !== null ? onStream : own, Math.max(0, count - 1));
  const go = (index: number) => {
    if (index < 0 || index >= count || actions.sending) return;
    if (presenting) actions.present(index, onStream);
    setOwn(index);
  };
  const current = deck.slides[at];
  const next = deck.slides[at + 1];
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="flex-start">
        <div style={{ flex: '3 1 480px', minWidth: 0 }}>
          <SlideFrame slide={current} label={`Current slide, ${at + 1}`} empty="This deck has no slides." />
        </div>
        <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography.Text strong>Next slide</Typography.Text>
          <SlideFrame slide={next} label={next ? `Next slide, ${at + 2}` : 'No next slide'} empty="This is the last slide." />
          {showNotes && (
            <section aria-label="Notes">
              <Typography.Text strong>Notes</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{current?.notes || 'No notes for this slide.'}</Typography.Paragraph>
            </section>
          )}
        </Flex>
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => go(at - 1)} disabled={at <= 0 || actions.sending} title={at <= 0 ? presenterTexts.firstSlide : undefined}>
          Previous
        </Button>
        <Button type="primary" onClick={() => go(at + 1)} disabled={at >= count - 1 || actions.sending} title={at >= count - 1 ? presenterTexts.lastSlide : undefined}>
          Next
        </Button>
        <Typography.Text aria-live="polite">{count > 0 ? `Slide ${at + 1} of ${count}` : ''}</Typography.Text>
        {actions.sending && <Typography.Text type="secondary">Sending…</Typography.Text>}
      </Flex>
      <SlideGrid slides={deck.slides} perRow={5} current={at} onPick={go} disabled={actions.sending} label="All slides" />
    </Flex>
  );
}
