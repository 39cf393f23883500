/**
 * The words of the live tool: spec 001 sections 2.1, 2.2, 4.3 and 8 where it gives them, ours
 * (said plainly) for the states it is silent about.
 */
export const livetoolMessages = {
  offline: 'Stream offline',
  offlineHint: 'Slides wont change to the viewer when not live',
  streamEnded: 'This stream has ended',
  editVod: 'Edit the VOD',
  noSource: 'The player starts once a source publishes to the transcoder.',
  noDeck: 'No deck is chosen for this stream. Choose one with Change deck.',
  emptyDeck: 'This deck has no slides yet. Add presentations to it on the Decks page.',
  deckRemoved: 'The deck this stream used has been removed. Choose another deck with Change deck.',
  missingSlides: (count: number) =>
    `${count} ${count === 1 ? 'slide of this deck was' : 'slides of this deck were'} deleted from the media bank: they cannot be cut to PROGRAM. ` +
    "Remove them in the deck's editor on the Decks page.",
  slideMissing: (index: number) => `Slide ${index + 1} was deleted from the media bank: viewers cannot be shown it. Remove it from the deck on the Decks page.`,
  noNotes: 'No notes for this slide.',
  deckChanged: 'Another operator changed the deck meanwhile; the console now shows it.',
  slideOutOfRange: (index: number, count: number) => `Slide ${index + 1} is not in this deck: it has ${count} slide${count === 1 ? '' : 's'}.`,
  rehearsal: 'Rehearsal',
  rehearsalOn: 'Rehearsal: viewers see nothing of what you do here, not the video, the slides, the chapters, the polls or the event state. Switching it off starts clean: PROGRAM hidden, the first slide next up, the stream off air, the event in its real state.',
  rehearsalWhileLive: 'Stop live before you start a rehearsal: viewers are watching this stream.',
  recordingInRehearsal: 'Switch the rehearsal off before you create the recording.',
  streamEndedRehearsal: 'This stream has ended: there is nothing to rehearse.',
  rehearsalStarted: 'Rehearsal started: viewers see nothing of it.',
  rehearsalEnded: 'Rehearsal over: the console starts clean.',
  changeStates: 'Change states?',
  changeStatesHint: (state: string) => `The event goes to ${state}; viewers of the event site see it at once.`,
  changeStatesRehearsalHint: (state: string) => `The rehearsal goes to ${state}; viewers see nothing of it.`,
} as const;
