import { Form } from 'antd';
import { RichText } from './LazyRichText';
import type { BlockEditorProps } from './editor-props';

/** The Text block: rich text, 500 px high (spec 002 section 9). */
export function TextEditor({ component, onChange }: BlockEditorProps) {
  return (
    <Form.Item label="Text">
      <RichText label="Text" value={component.content} onChange={(content) => onChange({ ...component, content })} height={500} />
    </Form.Item>
  );
}
