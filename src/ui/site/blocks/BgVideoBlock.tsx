import type { ComponentEditor } from '@domain/pages/component';
import { safeUrl } from '../safe-url';
import { HtmlBlock } from './HtmlBlock';

/** A silent looping video behind the block's text. */
export function BgVideoBlock({ editor, html }: { editor: ComponentEditor; html: string }) {
  const video = safeUrl(editor.video);
  return (
    <div className="ed-bg-video">
      {video && <video src={video} autoPlay muted loop playsInline aria-hidden />}
      <div className="ed-bg-video-text">
        <HtmlBlock html={html} />
      </div>
    </div>
  );
}
