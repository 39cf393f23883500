/** How long the first click on Reject waits for the second (the console reading's confirmation). */
export const REJECT_CONFIRM_MS = 4000;

/** Font size bounds of the accepted column; the spec gives only the start (20) and the step (4). */
export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 48;
