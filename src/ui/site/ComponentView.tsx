import type { PageComponent } from '@domain/pages/component';
import { BgVideoBlock } from './blocks/BgVideoBlock';
import { HeroBlock } from './blocks/HeroBlock';
import { HtmlBlock } from './blocks/HtmlBlock';
import { PreliveImageBlock } from './blocks/PreliveImageBlock';
import { PresentersBlock } from './blocks/PresentersBlock';
import { PureHtmlFrame } from './blocks/PureHtmlFrame';
import { SendMessageBlock } from './blocks/SendMessageBlock';
import { StreamBlock } from './blocks/StreamBlock';
import { TextImageBlock } from './blocks/TextImageBlock';

/** One block's content by its type (spec 002 section 2). */
export function ComponentView({ component }: { component: PageComponent }) {
  const { type, editor, content } = component;
  switch (type) {
    case 'mce':
      return editor.view === 'pure-html' ? <PureHtmlFrame html={content} height={component.params.height} /> : <HtmlBlock html={content} />;
    case 'tinymce':
    case 'List':
      return <HtmlBlock html={content} />;
    case 'sbs':
    case 'textImage':
      return <TextImageBlock editor={editor} html={content} />;
    case 'prelive-image':
      return <PreliveImageBlock editor={editor} />;
    case 'container-sbs':
      return <HeroBlock editor={editor} />;
    case 'stream':
    case 'theater':
    case 'vod':
      return <StreamBlock kind={type} />;
    case 'presenters':
      return <PresentersBlock presenters={component.presenters} />;
    case 'sendmessage':
      return <SendMessageBlock editor={editor} />;
    case 'hr':
      return <hr className="ed-hr" />;
    case 'bg-video':
      return <BgVideoBlock editor={editor} html={content} />;
  }
}
