/** The server's test files made on the spot, for screen tests that upload real files to the screen server. */
export { makePptx, slideNotes } from '@server/media/testing/media-fixtures';
