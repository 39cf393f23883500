import { Typography } from 'antd';
import { BgVideoEditor } from './BgVideoEditor';
import { ChatEditor, PollEditor, PresentersEditor, SendMessageEditor, StreamEditor, VodEditor } from './ChoiceEditors';
import type { BlockEditorProps } from './editor-props';
import { HeroEditor } from './HeroEditor';
import { HtmlCodeEditor } from './HtmlCodeEditor';
import { PreliveImageEditor } from './PreliveImageEditor';
import { SbsEditor } from './SbsEditor';
import { TextEditor } from './TextEditor';
import { TextImageEditor } from './TextImageEditor';

/** The block editor of the component's type (spec 002 section 2). */
export function BlockEditor(props: BlockEditorProps) {
  switch (props.component.type) {
    case 'mce':
    case 'List':
      return <HtmlCodeEditor {...props} />;
    case 'tinymce':
      return <TextEditor {...props} />;
    case 'sbs':
      return <SbsEditor {...props} />;
    case 'textImage':
      return <TextImageEditor {...props} />;
    case 'prelive-image':
      return <PreliveImageEditor {...props} />;
    case 'container-sbs':
      return <HeroEditor {...props} />;
    case 'stream':
    case 'theater':
      return <StreamEditor {...props} />;
    case 'vod':
      return <VodEditor {...props} />;
    case 'presenters':
      return <PresentersEditor {...props} />;
    case 'sendmessage':
      return <SendMessageEditor {...props} />;
    case 'bg-video':
      return <BgVideoEditor {...props} />;
    case 'poll':
      return <PollEditor {...props} />;
    case 'chat':
      return <ChatEditor {...props} />;
    case 'hr':
      return <Typography.Paragraph type="secondary">A horizontal line has no settings of its own.</Typography.Paragraph>;
  }
}
