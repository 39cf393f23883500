import { Form, Input } from 'antd';
import { ImagePicker } from '@/lib/image-picker';
import { withEditor, type BlockEditorProps } from './editor-props';

/** The Jumbotron (hero): title, description, call-to-action text and link, image. */
export function HeroEditor({ eventId, component, onChange }: BlockEditorProps) {
  const editor = component.editor;
  const field = (key: 'title' | 'ctaText' | 'link', label: string, placeholder?: string) => (
    <Form.Item label={label} htmlFor={`block-${key}`}>
      <Input id={`block-${key}`} value={editor[key] ?? ''} placeholder={placeholder} maxLength={2000} onChange={(e) => onChange(withEditor(component, { [key]: e.target.value }))} />
    </Form.Item>
  );
  return (
    <>
      {field('title', 'Title')}
      <Form.Item label="Description" htmlFor="block-desc">
        <Input.TextArea id="block-desc" value={editor.desc ?? ''} maxLength={2000} autoSize={{ minRows: 3 }} onChange={(e) => onChange(withEditor(component, { desc: e.target.value }))} />
      </Form.Item>
      {field('ctaText', 'Button text')}
      {field('link', 'Button link', 'https://')}
      <Form.Item label="Image">
        <ImagePicker label="Image" value={editor.img || null} onChange={(picked) => onChange(withEditor(component, { img: picked ?? '' }))} resourceId={eventId} />
      </Form.Item>
    </>
  );
}
