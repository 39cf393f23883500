import type { ComponentEditor } from '@domain/pages/component';
import { DEFAULT_IMAGE_WIDTH } from '@domain/pages/component';
import { safeUrl } from '../safe-url';
import { HtmlBlock } from './HtmlBlock';

const ALIGN = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** Text + Image (spec 002: image, width, vertical position, text, Image On Right = 1 / On Left = 2). */
export function TextImageBlock({ editor, html }: { editor: ComponentEditor; html: string }) {
  const img = safeUrl(editor.img);
  const align = ALIGN[editor.view as keyof typeof ALIGN] ?? ALIGN.center;
  return (
    <div className="ed-sbs" style={{ flexDirection: editor.direction === 1 ? 'row-reverse' : 'row', alignItems: align }}>
      {img && <img className="ed-sbs-image" src={img} alt="" style={{ width: editor.width ?? DEFAULT_IMAGE_WIDTH }} />}
      <div className="ed-sbs-text">
        <HtmlBlock html={html} />
      </div>
    </div>
  );
}
