// The box above the outline that cuts it down to what is typed: a city among 10,000, a page by its
// address, a block by its first words. Down arrow goes on into the tree; Escape empties the box.
import { css } from "@emotion/react";
import { useId } from "react";
import { inputStyle } from "./form/styles.ts";

const filterStyle = css`
  padding: 8px 8px 4px;
  label {
    display: block;
    font-weight: 700;
    font-size: 0.9rem;
    margin-bottom: 2px;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.85rem;
    min-height: 1.2em;
  }
`;

export interface OutlineFilterProps {
  query: string;
  onQuery: (query: string) => void;
  /** How many items the query finds (of the query the outline shows, which may lag a key behind). */
  found: number;
  /** Moves the focus into the tree. */
  onLeave: () => void;
}

export function OutlineFilter({ query, onQuery, found, onLeave }: OutlineFilterProps) {
  const id = useId();
  const searching = query.trim().length > 0;
  return (
    <div css={filterStyle}>
      <label htmlFor={id}>Find a page, city or block</label>
      <input
        id={id}
        css={inputStyle}
        type="search"
        value={query}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-found`}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            onLeave();
          } else if (event.key === "Escape" && query !== "") {
            event.preventDefault();
            onQuery("");
          }
        }}
      />
      <p id={`${id}-found`} role="status">
        {searching ? (found === 0 ? "Nothing found: try fewer or other words." : `${found} found`) : ""}
      </p>
    </div>
  );
}
