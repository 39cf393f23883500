import { ImagePicker } from '@/lib/image-picker';

type Poster = { url: string; name?: string } | null;

type Props = { eventId: string; value?: Poster; onChange?: (value: Poster) => void };

/** The stream's poster, chosen from the event's media bank (uploaded there first when it is new). */
export function PosterField({ eventId, value, onChange }: Props) {
  return <ImagePicker resourceId={eventId} value={value?.url ?? null} onChange={(url) => onChange?.(url ? { url } : null)} label="Stream poster" />;
}
