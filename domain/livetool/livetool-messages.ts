/**
 * The words of the live tool: spec 001 sections 2.1, 2.2, 4.1, 4.3 and 8 where it gives them,
 * ours (said plainly) for the states it is silent about.
 */
export const CHAPTER_TITLE_MAX = 200;
export const CHAPTER_DESCRIPTION_MAX = 2000;

export const livetoolMessages = {
  offline: 'Stream offline',
  offlineHint: 'Slides wont change to the viewer when not live',
  streamEnded: 'This stream has ended',
  editVod: 'Edit the VOD',
  changeStates: 'Change states?',
  changeStatesHint: 'Viewers of the event page see the new state at once.',
  noStreams: 'There are no streams, please create a stream.',
  noDeck: 'No deck is chosen for this stream. Choose one with Change deck.',
  emptyDeck: 'This deck has no slides yet. Add presentations to it on the Decks page.',
  deckRemoved: 'The deck this stream used has been removed. Choose another deck with Change deck.',
  deckChanged: 'Another operator changed the deck meanwhile; the console now shows it.',
  slideOutOfRange: (index: number, count: number) => `Slide ${index + 1} is not in this deck: it has ${count} slide${count === 1 ? '' : 's'}.`,
  chapterTitleRequired: 'Please give the chapter a title',
  chapterTitleTooLong: `A chapter title can be at most ${CHAPTER_TITLE_MAX} characters long.`,
  chapterDescriptionTooLong: `A chapter description can be at most ${CHAPTER_DESCRIPTION_MAX} characters long.`,
  chapterNotLive: 'Mark chapter works while the stream is live.',
  chapterMarked: 'Chapter marked.',
  rehearsalWhileLive: 'Stop live before rehearsing: viewers are watching this stream.',
  inRehearsal: 'The stream is in rehearsal: leave rehearsal first.',
  rehearsalOn: 'Rehearsal: viewers see nothing of what happens here.',
  rehearsalLeft: 'Rehearsal ended: the console shows what viewers see again.',
  notLiveCut: 'Cut on your console only: the stream is not live.',
  noTranscoderYet: 'Create the transcoder of this stream first.',
  previewFinished: 'Preview finished.',
} as const;

/** The chapter's title and description, trimmed, or the message that refuses them. */
export function checkChapter(title: string, description: string): { ok: true; title: string; description: string } | { ok: false; error: string } {
  const t = title.trim();
  const d = description.trim();
  if (t === '') return { ok: false, error: livetoolMessages.chapterTitleRequired };
  if (t.length > CHAPTER_TITLE_MAX) return { ok: false, error: livetoolMessages.chapterTitleTooLong };
  if (d.length > CHAPTER_DESCRIPTION_MAX) return { ok: false, error: livetoolMessages.chapterDescriptionTooLong };
  return { ok: true, title: t, description: d };
}
