import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/ui/PageSpinner';
import type { RichTextEditorProps } from './RichTextEditor';

// Its own chunk: the editor and ProseMirror load when a block editor first needs them.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function RichText(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<PageSpinner label="Loading the editor" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
