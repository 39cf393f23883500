/**
 * The rich-text editor of the Text, Text + Image and background video blocks: TipTap (a
 * maintained editor on ProseMirror), loaded only when a block editor opens in the builder
 * (LazyRichText.tsx), never on the public site. It writes HTML; the site sanitises it when shown.
 */
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Input, Popover, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/ui/PageSpinner';

export type RichTextEditorProps = { label: string; value: string; onChange: (html: string) => void; height?: number };

function LinkButton({ current, onSet }: { current: string; onSet: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(current);
  const set = () => {
    onSet(url);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUrl(current);
      }}
      trigger="click"
      content={
        <Flex gap={8}>
          <Input aria-label="Link address" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} onPressEnter={set} />
          <Button type="primary" onClick={set}>
            Set
          </Button>
        </Flex>
      }
    >
      <Tooltip title="Link">
        <Button size="small" icon={<LinkOutlined aria-hidden />} aria-label="Link" aria-pressed={current !== ''} />
      </Tooltip>
    </Popover>
  );
}

/**
 * The editor is made after the block's drawer has mounted (`immediatelyRender: false`). Made during
 * the render, TipTap destroys it if the component's effects have not run a millisecond later, which
 * a browser painting the freshly loaded drawer first often allows (issue 30): the effects then met
 * a destroyed editor, whose schema is gone, and the builder crashed on "reading 'cached'".
 */
export default function RichTextEditor({ label, value, onChange, height = 240 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' } })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-area', style: `min-height:${height}px` } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return editor ? <MountedRichText editor={editor} label={label} value={value} /> : <PageSpinner label="Loading the editor" />;
}

function MountedRichText({ editor, label, value }: { editor: Editor; label: string; value: string }) {
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  // A value set from outside (another block opened in the same drawer) replaces the content.
  useEffect(() => {
    if (editor.getHTML() !== value && !(editor.isEmpty && value === '')) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const tool = (name: string, active: boolean, icon: ReactNode, run: () => void) => (
    <Tooltip title={name} key={name}>
      <Button size="small" icon={icon} aria-label={name} aria-pressed={active} type={active ? 'primary' : 'default'} onClick={run} />
    </Tooltip>
  );
  return (
    <div className="rich-text">
      <Flex gap={4} wrap role="toolbar" aria-label={`${label} formatting`} className="rich-text-toolbar">
        {tool('Bold', marks.bold, <BoldOutlined aria-hidden />, () => chain().toggleBold().run())}
        {tool('Italic', marks.italic, <ItalicOutlined aria-hidden />, () => chain().toggleItalic().run())}
        <Button size="small" aria-label="Heading" aria-pressed={marks.h2} type={marks.h2 ? 'primary' : 'default'} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </Button>
        {tool('Bulleted list', marks.bullet, <UnorderedListOutlined aria-hidden />, () => chain().toggleBulletList().run())}
        {tool('Numbered list', marks.ordered, <OrderedListOutlined aria-hidden />, () => chain().toggleOrderedList().run())}
        <LinkButton current={marks.link} onSet={(url) => (url ? chain().extendMarkRange('link').setLink({ href: url }).run() : chain().extendMarkRange('link').unsetLink().run())} />
        {tool('Undo', false, <UndoOutlined aria-hidden />, () => chain().undo().run())}
        {tool('Redo', false, <RedoOutlined aria-hidden />, () => chain().redo().run())}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
