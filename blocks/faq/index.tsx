// The FAQ: a search box over categories of questions, one answer open at a time across the whole
// block, a no-results state with a button that clears the search, and an optional help panel.
import { css } from "@emotion/react";
import { useId, useMemo, useRef, useState } from "react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { color, fontSize, radius, space } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { buttonStyles, card, iconBadge, muted } from "../../runtime/foundation/ui/styles.ts";
import { FaqItem } from "./faq-item.tsx";
import { filterCategories } from "./filter-categories.ts";
import { HelpPanel } from "./help-panel.tsx";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const searchBox = css`
  position: relative;
  max-width: 640px;
  margin: ${space.lg} 0 ${space.xl};
  svg {
    position: absolute;
    inset-inline-start: ${space.md};
    top: 50%;
    transform: translateY(-50%);
    color: ${color("textMuted")};
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding-block: 0.7rem;
    padding-inline: 2.75rem ${space.md};
    font: inherit;
    color: ${color("text")};
    background: ${color("bg")};
    border: 1px solid ${color("border")};
    border-radius: ${radius.pill};
  }
  input::placeholder {
    color: ${color("textMuted")};
    opacity: 1;
  }
`;

const categoryList = css`
  display: grid;
  gap: ${space.lg};
`;

const categoryHeading = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.sm};
  font-size: ${fontSize.xl};
`;

const badge = css`
  ${iconBadge};
  background: ${color("accent")};
  color: ${color("accentText")};
`;

const empty = css`
  text-align: center;
  padding: ${space.xl} ${space.md};
  h3 {
    margin-bottom: ${space.sm};
  }
`;

export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  const baseId = useId();
  const [query, setQuery] = useState("");
  // One open answer across every category, by "category-item" position.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const visible = useMemo(() => filterCategories(block.categories, query), [block.categories, query]);
  const searchId = `${baseId}-search`;
  const marks = useFallbackMarks();

  const clearSearch = () => {
    setQuery("");
    searchRef.current?.focus();
  };

  return (
    <Section title={block.title}>
      <div css={searchBox} role="search">
        <label htmlFor={searchId} className="visually-hidden" {...marks(block.searchLabel)}>
          {block.searchLabel}
        </label>
        <Icon name="search" size={20} />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          placeholder={block.searchLabel}
          {...marks.named(block.searchLabel)}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {visible.length === 0 ? (
        <div css={[card, empty]}>
          <div aria-live="polite">
            <h3 {...marks(block.noResults.title)}>{block.noResults.title}</h3>
            <p css={muted} {...marks(block.noResults.text)}>
              {block.noResults.text}
            </p>
          </div>
          <button type="button" css={buttonStyles.outline} onClick={clearSearch} {...marks(block.noResults.clearLabel)}>
            {block.noResults.clearLabel}
          </button>
        </div>
      ) : (
        <div css={categoryList}>
          {visible.map(({ category, index, items }) => (
            <section key={index} css={card} aria-labelledby={`${baseId}-c${index}`}>
              <h3 id={`${baseId}-c${index}`} css={categoryHeading}>
                {category.icon && (
                  <span css={badge}>
                    <Icon name={category.icon} />
                  </span>
                )}
                <MarkedText text={category.title} />
              </h3>
              {items.map(({ item, index: itemIndex }) => {
                const key = `${index}-${itemIndex}`;
                return (
                  <FaqItem
                    key={key}
                    id={`${baseId}-q${key}`}
                    question={item.question}
                    answer={item.answer}
                    open={openKey === key}
                    onToggle={() => setOpenKey((current) => (current === key ? null : key))}
                  />
                );
              })}
            </section>
          ))}
        </div>
      )}
      {block.help && <HelpPanel help={block.help} />}
    </Section>
  );
}
