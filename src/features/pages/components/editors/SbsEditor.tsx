import { Alert, Flex, Form, InputNumber, Select } from 'antd';
import { componentLimits, componentMessages, DEFAULT_IMAGE_WIDTH, SBS_DIRECTIONS, SBS_POSITIONS } from '@domain/pages/component';
import { ImagePicker } from '@/lib/image-picker';
import { RichText } from './LazyRichText';
import { withEditor, type BlockEditorProps } from './editor-props';

/** Text + Image (spec 002 section 2): image, width in px (default 300), vertical position, text, image alignment. */
export function SbsEditor({ eventId, component, onChange }: BlockEditorProps) {
  const editor = component.editor;
  const width = editor.width ?? DEFAULT_IMAGE_WIDTH;
  const narrow = width < componentLimits.minWidth;
  return (
    <>
      <Form.Item label="Image">
        <ImagePicker label="Image" value={editor.img || null} onChange={(picked) => onChange(withEditor(component, { img: picked ?? '' }))} resourceId={eventId} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item label="Width (px)" htmlFor="block-width" validateStatus={narrow ? 'error' : undefined} help={narrow ? componentMessages.widthTooSmall : undefined}>
          <InputNumber id="block-width" min={0} max={componentLimits.maxWidth} precision={0} value={width} onChange={(value) => onChange(withEditor(component, { width: value ?? 0 }))} />
        </Form.Item>
        <Form.Item label="Vertical position" htmlFor="block-position">
          <Select id="block-position" style={{ width: 160 }} options={SBS_POSITIONS.map((p) => ({ value: p.value, label: p.label }))} value={editor.view ?? 'center'} onChange={(view) => onChange(withEditor(component, { view }))} />
        </Form.Item>
        <Form.Item label="Image alignment" htmlFor="block-direction">
          <Select id="block-direction" style={{ width: 180 }} options={SBS_DIRECTIONS.map((d) => ({ value: d.value, label: d.label }))} value={editor.direction ?? 2} onChange={(direction) => onChange(withEditor(component, { direction }))} />
        </Form.Item>
      </Flex>
      {narrow && <Alert type="error" showIcon title={componentMessages.widthTooSmall} style={{ marginBottom: 16 }} />}
      <Form.Item label="Text">
        <RichText label="Text" value={component.content} onChange={(content) => onChange({ ...component, content })} />
      </Form.Item>
    </>
  );
}
