import { Form, Select } from 'antd';
import { SBS_DIRECTIONS } from '@domain/pages/component';
import { ImagePicker } from '@/lib/image-picker';
import { RichText } from './LazyRichText';
import { withEditor, type BlockEditorProps } from './editor-props';

/** textImage (spec 002 section 2): an image and rich text, the image's side taken from a param. */
export function TextImageEditor({ eventId, component, onChange }: BlockEditorProps) {
  return (
    <>
      <Form.Item label="Image">
        <ImagePicker label="Image" value={component.editor.img || null} onChange={(picked) => onChange(withEditor(component, { img: picked ?? '' }))} resourceId={eventId} />
      </Form.Item>
      <Form.Item label="Image position" htmlFor="block-direction">
        <Select id="block-direction" style={{ width: 180 }} options={SBS_DIRECTIONS.map((d) => ({ value: d.value, label: d.label }))} value={component.editor.direction ?? 2} onChange={(direction) => onChange(withEditor(component, { direction }))} />
      </Form.Item>
      <Form.Item label="Text">
        <RichText label="Text" value={component.content} onChange={(content) => onChange({ ...component, content })} />
      </Form.Item>
    </>
  );
}
