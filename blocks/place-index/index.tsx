// Every page of a family in groups (the cities by province), with a search box that narrows the list
// as the visitor types. The prerendered page is the whole grouped list, which is all a browser
// without JavaScript needs; the search box appears once this block's code runs.
import { css } from "@emotion/react";
import { memo, useDeferredValue, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { color, fontSize, radius, space } from "../../runtime/foundation/theme/tokens.ts";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { buttonStyles, card, muted, pill, pillList } from "../../runtime/foundation/ui/styles.ts";
import { countPlaces, filterGroups, groupPlaces, type PlaceGroup } from "./group-places.ts";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const searchRow = css`
  &[hidden] {
    display: none;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.sm} ${space.lg};
  margin: ${space.lg} 0;
  > div {
    flex: 0 1 420px;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${space.xs};
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 0.7rem ${space.md};
    font: inherit;
    color: ${color("text")};
    background: ${color("bg")};
    border: 1px solid ${color("border")};
    border-radius: ${radius.pill};
  }
`;

const countStyle = css`
  ${muted};
  margin: 0 0 0.8rem;
  font-size: ${fontSize.sm};
`;

const groupStyle = css`
  margin-top: ${space.lg};
  h3 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${space.sm};
  }
`;

// The pin is drawn by CSS: an icon in each of thousands of links would be most of the page's HTML.
// The links' style is the list's, so each of them is a plain link, with no class of its own to
// write into the HTML and no style to work out as it is drawn.
const chipList = css`
  > li > a {
    ${pill};
    &::before {
      content: "";
      flex: none;
      width: 9px;
      height: 9px;
      margin: 0 3px 3px;
      border: 2.5px solid ${color("accent")};
      border-radius: 50% 50% 50% 0;
      transform: rotate(-45deg);
    }
    &:hover {
      border-color: ${color("accent")};
      background: ${color("surface")};
    }
  }
`;

const emptyStyle = css`
  ${card};
  margin-top: ${space.lg};
  text-align: center;
  p {
    margin: 0 0 ${space.md};
  }
`;

const noChange = () => () => {};

/** False on the server and while hydrating, true once the block's code runs in the browser. */
function useRunning(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * The groups' headings and links: thousands of them at 10,000 cities. Drawn again only when the
 * search's words reach the list (a deferred value), never in the render of the key itself, so a key
 * shows in the box at once whatever the length of the list.
 */
const PlaceGroups = memo(function PlaceGroups({ groups, baseId }: { groups: readonly PlaceGroup[]; baseId: string }) {
  const marks = useFallbackMarks();
  return groups.map((group, index) => {
    const headingId = `${baseId}-g${index}`;
    const list = (
      <ul css={[pillList, chipList]}>
        {group.places.map((place) => (
          <li key={place.slug}>
            <a href={place.route} {...marks(place.label)}>
              {place.label}
            </a>
          </li>
        ))}
      </ul>
    );
    return group.title === null ? (
      <div key="all">{list}</div>
    ) : (
      <section key={group.title} css={groupStyle} aria-labelledby={headingId}>
        <h3 id={headingId} {...marks(group.title)}>
          {group.title}
        </h3>
        {list}
      </section>
    );
  });
});

export function PlaceIndexBlock({ block }: { block: BlockOf<"place-index"> }) {
  const { data } = useSite();
  const running = useRunning();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  // Typing stays quick with thousands of entries: the list follows when React has time.
  const shownQuery = useDeferredValue(query);
  const places = data.collections[block.family];
  const provinces = data.provinces;
  const groups = useMemo(() => groupPlaces(places ?? [], block.groupBy, { province: provinces }), [places, block.groupBy, provinces]);
  const visible = useMemo(() => filterGroups(groups, shownQuery), [groups, shownQuery]);
  const searchId = `${baseId}-search`;
  const listId = `${baseId}-list`;
  const marks = useFallbackMarks();

  const clear = () => {
    setQuery("");
    inputRef.current?.focus();
  };

  return (
    <Section title={block.title} intro={block.intro}>
      {/* In the prerendered HTML, hidden: without this block's code it could not work. Its styles
          are prerendered with it, so the browser adds none when it appears. */}
      <div css={searchRow} role="search" hidden={!running}>
        <div>
          <label htmlFor={searchId} {...marks(block.searchLabel)}>
            {block.searchLabel}
          </label>
          <input
            ref={inputRef}
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            aria-controls={listId}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p css={countStyle} role="status" aria-live="polite">
          <MarkedText text={block.countLabel} />: {countPlaces(visible)}
        </p>
      </div>
      <div id={listId}>
        {visible.length === 0 ? (
          <div css={emptyStyle}>
            <p>
              <MarkedText text={block.noResults} /> “{shownQuery.trim()}”.
            </p>
            <button type="button" css={buttonStyles.outline} onClick={clear} {...marks(block.clearLabel)}>
              {block.clearLabel}
            </button>
          </div>
        ) : (
          <PlaceGroups groups={visible} baseId={baseId} />
        )}
      </div>
    </Section>
  );
}
