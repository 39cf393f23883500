/** A row of the streams list (spec 001 section 2.3): the stream with its figures and sort keys. */
import dayjs from 'dayjs';
import { streamMessages } from '@domain/streams/stream-messages';
import type { Stream } from '@domain/streams/stream';

/** Stream date as the spec writes it: HH:mm @ DD.MM.YYYY. */
export const streamDate = (date: Date | null): string => (date ? dayjs(date).format('HH:mm @ DD.MM.YYYY') : streamMessages.noDate);

export const createdDate = (date: Date | null): string => (date ? dayjs(date).format('DD.MM.YYYY HH:mm') : '');

/** Seconds as hours and minutes ("1 h 05 min", "3 min 20 s", "0 s"). */
export function formatWatchTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}

export const averageViewTime = (stream: Pick<Stream, 'views' | 'viewTime'>): number => (stream.views > 0 ? stream.viewTime / stream.views : 0);

const time = (date: Date | null) => date?.getTime() ?? 0;

export const byViews = (a: Stream, b: Stream) => a.views - b.views;
export const byDate = (a: Stream, b: Stream) => time(a.date) - time(b.date);
export const byCreated = (a: Stream, b: Stream) => time(a.createdAt) - time(b.createdAt);
