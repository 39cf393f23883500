import type { ComponentEditor } from '@domain/pages/component';
import { safeUrl } from '../safe-url';

/** The Jumbotron: a title, a description, a call to action and an image. */
export function HeroBlock({ editor }: { editor: ComponentEditor }) {
  const img = safeUrl(editor.img);
  const link = safeUrl(editor.link);
  return (
    <div className="ed-hero">
      <div className="ed-hero-text">
        {editor.title && <h2>{editor.title}</h2>}
        {editor.desc && <p>{editor.desc}</p>}
        {editor.ctaText && link && (
          <a className="ed-button" href={link}>
            {editor.ctaText}
          </a>
        )}
      </div>
      {img && <img className="ed-hero-image" src={img} alt="" />}
    </div>
  );
}
