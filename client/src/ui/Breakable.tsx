/**
 * An account, e-mail address or file name that may wrap between its parts in a narrow cell: a break chance
 * after "@" and before each "." (as style guides break addresses), so it never splits inside a word first.
 */
export const Breakable = ({ text }: { text: string }) => (
  <>{text.split(/(?<=@)|(?=\.)/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]))}</>
);
