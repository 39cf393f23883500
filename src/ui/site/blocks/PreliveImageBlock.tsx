import type { ComponentEditor } from '@domain/pages/component';
import { DEFAULT_PRELIVE_TEXT_COLOR } from '@domain/pages/component';
import { safeUrl } from '../safe-url';

/** The hero image shown before the event goes live, with its title in the chosen colour. */
export function PreliveImageBlock({ editor }: { editor: ComponentEditor }) {
  const img = safeUrl(editor.img);
  return (
    <figure className="ed-prelive">
      {img ? <img src={img} alt={editor.text ?? ''} /> : <div className="ed-prelive-empty" aria-hidden />}
      {editor.text && <figcaption style={{ color: editor.textColor || DEFAULT_PRELIVE_TEXT_COLOR }}>{editor.text}</figcaption>}
    </figure>
  );
}
