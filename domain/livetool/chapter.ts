/**
 * Mark chapter (spec 001 sections 2.2 and 4.3): a title and an optional description placed at
 * the moment of the stream the operator marks, while the stream is live. The bounds are ours.
 */
export const CHAPTER_TITLE_MAX = 200;
export const CHAPTER_DESCRIPTION_MAX = 1000;

export const chapterMessages = {
  titleRequired: 'Please give a title for the chapter',
  titleTooLong: `A chapter title has at most ${CHAPTER_TITLE_MAX} characters.`,
  descriptionTooLong: `A chapter description has at most ${CHAPTER_DESCRIPTION_MAX} characters.`,
  notLive: 'Chapters can be marked only while the stream is live.',
} as const;

export type ChapterForm = { title: string; description?: string };

/** The chapter to store, or the message saying what is wrong. Lengths count characters, as a user does. */
export function checkChapter(form: ChapterForm): { ok: true; title: string; description: string } | { ok: false; error: string } {
  const title = form.title.trim();
  const description = (form.description ?? '').trim();
  if (title === '') return { ok: false, error: chapterMessages.titleRequired };
  if ([...title].length > CHAPTER_TITLE_MAX) return { ok: false, error: chapterMessages.titleTooLong };
  if ([...description].length > CHAPTER_DESCRIPTION_MAX) return { ok: false, error: chapterMessages.descriptionTooLong };
  return { ok: true, title, description };
}
