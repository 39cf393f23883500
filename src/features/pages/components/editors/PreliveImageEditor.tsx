import { ColorPicker, Flex, Form, Input, Typography } from 'antd';
import { DEFAULT_PRELIVE_TEXT_COLOR } from '@domain/pages/component';
import { ImagePicker } from '@/lib/image-picker';
import { withEditor, type BlockEditorProps } from './editor-props';

/** Prelive Image (spec 002 section 2): hero image, title text, text colour (default #FFFFFF). */
export function PreliveImageEditor({ eventId, component, onChange }: BlockEditorProps) {
  const editor = component.editor;
  return (
    <>
      <Form.Item label="Hero image">
        <ImagePicker label="Hero image" value={editor.img || null} onChange={(picked) => onChange(withEditor(component, { img: picked ?? '' }))} resourceId={eventId} />
      </Form.Item>
      <Form.Item label="Title text" htmlFor="block-title-text">
        <Input id="block-title-text" value={editor.text ?? ''} maxLength={2000} onChange={(e) => onChange(withEditor(component, { text: e.target.value }))} />
      </Form.Item>
      <Form.Item label="Text colour">
        <Flex gap={8} align="center">
          <ColorPicker aria-label="Text colour" disabledAlpha value={editor.textColor || DEFAULT_PRELIVE_TEXT_COLOR} onChange={(color) => onChange(withEditor(component, { textColor: color.toHexString().toUpperCase() }))} />
          <Typography.Text type="secondary">{editor.textColor || DEFAULT_PRELIVE_TEXT_COLOR}</Typography.Text>
        </Flex>
      </Form.Item>
    </>
  );
}
