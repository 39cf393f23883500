/**
 * Monaco with CSS only, bundled from the monaco-editor package (no CDN loader: the app must work
 * offline). Loaded with import() when the Custom CSS dialog opens, so none of it reaches the
 * other screens' bundles. The paths go through the package's exports map (`monaco-editor/*` is
 * `esm/vs/*.js`). Vite builds the two workers as their own files.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
// The editor's contributions (suggest widget, hover, find, bracket matching, codicons...). An
// editor only gets the contributions registered before it is made; monaco's CSS support loads this
// same module, but lazily, after our editor exists, which left it without autocomplete.
import 'monaco-editor/internal/common/workers';
// The CSS tokenizer (colours) and the CSS language service (completion, validation, hover).
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/features/css/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import CssWorker from 'monaco-editor/languages/features/css/css.worker?worker';

self.MonacoEnvironment = {
  // The CSS language service asks for its worker by the language id; everything else uses the editor's.
  getWorker: (_workerId: string, label: string) => (label === 'css' ? new CssWorker() : new EditorWorker()),
};

export { monaco };
