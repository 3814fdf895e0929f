import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, linter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import * as styles from './RawDataViewer.css';

export interface JsonCodeEditorProps {
  /** The text when the editor opens; later changes of it replace the text (a reload). */
  value: string;
  /** Every edit, with the whole text. */
  onChange: (text: string) => void;
  /** Names the editing area. */
  'aria-label': string;
  /** Id of the element describing the text's state (its parse error). */
  'aria-describedby'?: string;
}

/**
 * The JSON editor: CodeMirror 6 with JSON highlighting, folding, line numbers, bracket matching,
 * undo and a parse check marking the error's place. Tab is left to move focus (no indentWithTab),
 * so keyboard users are never trapped. Loaded on first use: it is no part of the app's first load.
 */
export default function JsonCodeEditor({ value, onChange, 'aria-label': ariaLabel, 'aria-describedby': describedBy }: JsonCodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          linter(jsonParseLinter(), { delay: 300 }),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap]),
          EditorView.contentAttributes.of({ tabindex: '0', 'aria-label': ariaLabel, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor is made once; a new value arrives through the effect below.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={hostRef} className={styles.codeEditor} data-testid="json-code-editor" />;
}
