import { useEffect, useId, useRef, useState } from 'react';
import { ActionButton } from './Action';
import { Dismiss, Search } from './icons';
import styles from './SearchBox.module.css';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onSearch(value: string): void;
}

/** A labelled search form: Cari submits, the clear button resets to the unfiltered list. */
export function SearchBox({ label, placeholder, value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);
  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <Search size={18} className={styles.icon} />
          <input
            id={id}
            ref={input}
            className={styles.input}
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
          />
          {text ? (
            <button
              type="button"
              className={styles.clear}
              aria-label="Hapus pencarian"
              onClick={() => {
                setText('');
                if (value) onSearch('');
                // the button goes with the text: the focus stays in the search, not on the page's body
                input.current?.focus();
              }}
            >
              <Dismiss size={16} />
            </button>
          ) : null}
        </div>
        <ActionButton type="submit" appearance="primary">
          Cari
        </ActionButton>
      </div>
    </form>
  );
}
