import { Form, Input, Typography } from 'antd';
import type { BlockEditorProps } from './editor-props';

/** The HTML blocks (Pure HTML, Content Video, Jumbotrons, Jumbolists): their markup as code. */
export function HtmlCodeEditor({ component, onChange }: BlockEditorProps) {
  const pure = component.editor.view === 'pure-html';
  return (
    <Form.Item
      label="HTML"
      htmlFor="block-html"
      extra={
        <Typography.Text type="secondary">
          {pure ? 'Shown in a sandboxed frame of its own. ' : ''}Scripts, forms and event handlers are removed when the page is shown.
        </Typography.Text>
      }
    >
      <Input.TextArea id="block-html" value={component.content} onChange={(e) => onChange({ ...component, content: e.target.value })} autoSize={{ minRows: 10, maxRows: 24 }} style={{ fontFamily: 'monospace' }} spellCheck={false} />
    </Form.Item>
  );
}
