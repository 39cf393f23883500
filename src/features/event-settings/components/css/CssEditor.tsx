import { useEffect, useEffectEvent, useRef } from 'react';
import { monaco } from './monaco-css';

export type CssEditorProps = {
  /** The text the editor starts with; later changes come from the user. */
  initialValue: string;
  onChange: (css: string) => void;
  readOnly: boolean;
  ariaLabel: string;
};

/**
 * The Custom CSS dialog's code editor (spec 002 section 2: 2-space tabs, autocomplete): Monaco,
 * loaded lazily with this module. Uncontrolled: Monaco owns the text and reports every change.
 */
export default function CssEditor({ initialValue, onChange, readOnly, ariaLabel }: CssEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const report = useEffectEvent((css: string) => onChange(css));
  // The editor starts with the props of its first render; later the text is the user's.
  const create = useEffectEvent((node: HTMLDivElement) =>
    monaco.editor.create(node, {
      value: initialValue,
      language: 'css',
      tabSize: 2,
      insertSpaces: true,
      // Otherwise pasted CSS indented with tabs or 4 spaces would switch the editor's indentation.
      detectIndentation: false,
      quickSuggestions: true,
      suggestOnTriggerCharacters: true,
      ariaLabel,
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      // Suggestions and hovers escape the dialog's clipping instead of being cut off.
      fixedOverflowWidgets: true,
    }),
  );

  // The editor is made once per dialog opening.
  useEffect(() => {
    if (!host.current) return;
    const created = create(host.current);
    const subscription = created.onDidChangeModelContent(() => report(created.getValue()));
    editor.current = created;
    return () => {
      subscription.dispose();
      created.getModel()?.dispose();
      created.dispose();
      editor.current = null;
    };
  }, []);

  useEffect(() => {
    editor.current?.updateOptions({ readOnly, ariaLabel });
  }, [readOnly, ariaLabel]);

  return <div ref={host} style={{ height: 420, border: '1px solid #d9d9d9', borderRadius: 6 }} />;
}
