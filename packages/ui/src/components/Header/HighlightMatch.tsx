import * as styles from './SearchBox.css';

interface HighlightMatchProps {
  text: string;
  query: string;
}

/** Shows the first case-insensitive occurrence of the typed words in bold. */
export function HighlightMatch({ text, query }: HighlightMatchProps) {
  const needle = query.trim().toLowerCase();
  const start = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (start < 0) return <>{text}</>;
  const end = start + needle.length;
  return (
    <>
      {text.slice(0, start)}
      <mark className={styles.match}>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
