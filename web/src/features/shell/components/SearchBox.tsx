import { useState, type Ref } from 'react';

/**
 * Global search needs the search service (spec 1 §2), which is not served yet; the box says so
 * rather than pretending to find nothing.
 */
export function SearchBox({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(query.trim().length > 0);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        placeholder="Search"
        aria-label="Search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setSubmitted(false);
        }}
      />
      {submitted && (
        <p className="search-box__note" role="status">
          Search across posts, events, roster and plays is coming soon.
        </p>
      )}
    </form>
  );
}
