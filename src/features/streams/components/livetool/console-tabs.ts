import type { ReactNode } from 'react';

/** The console's Polls and Zooms tabs, drawn by the polls and Zoom features (the app passes them), told whether the stream is live. */
export type ConsoleTabs = { polls(live: boolean): ReactNode; zooms(live: boolean): ReactNode };
