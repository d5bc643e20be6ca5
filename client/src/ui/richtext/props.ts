/** Props of the rich-text editor (a separate file so that the lazy wrapper loads no Slate code). */
export interface RichTextEditorProps {
  /** The stored HTML; read once, when the editor mounts. */
  defaultValue: string;
  /** The editor's content as clean HTML ('' when it has no text), after every change. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** A lower editing area (short texts such as Visi). */
  compact?: boolean;
  /** From a Fluent `Field` render function: id, aria-labelledby, aria-describedby, aria-invalid, aria-required. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}
