import { markedParts } from '../search-results';

/** A result's title with the server's highlight ranges as <mark>, never HTML from the server. */
export function MarkedTitle({ title, ranges }: { title: string; ranges: [number, number][] }) {
  return (
    <>
      {markedParts(title, ranges).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
