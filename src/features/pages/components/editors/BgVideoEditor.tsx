import { Form, Input } from 'antd';
import { RichText } from './LazyRichText';
import { withEditor, type BlockEditorProps } from './editor-props';

/** Background video: the video's address and the text shown over it. */
export function BgVideoEditor({ component, onChange }: BlockEditorProps) {
  return (
    <>
      <Form.Item label="Video address" htmlFor="block-video">
        <Input id="block-video" value={component.editor.video ?? ''} placeholder="https://" maxLength={2000} onChange={(e) => onChange(withEditor(component, { video: e.target.value }))} />
      </Form.Item>
      <Form.Item label="Text">
        <RichText label="Text" value={component.content} onChange={(content) => onChange({ ...component, content })} />
      </Form.Item>
    </>
  );
}
