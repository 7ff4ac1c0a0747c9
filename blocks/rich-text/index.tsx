// Running text in sections: a story, a long service description, a policy.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { color, fontSize, space, leading } from "../../runtime/foundation/theme/tokens.ts";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

const prose = css`
  max-width: 70ch;
  font-size: ${fontSize.lg};
  line-height: ${leading.relaxed};
  color: ${color("text")};
  & p {
    margin: 0 0 ${space.md};
  }
`;

const part = css`
  & + & {
    margin-top: ${space.xl};
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

const afterTitle = css`
  margin-top: ${space.lg};
`;

const heading = css`
  font-size: ${fontSize.xl};
  margin: 0 0 ${space.sm};
  color: ${color("text")};
`;

const bullets = css`
  list-style: none;
  margin: 0 0 ${space.md};
  padding: 0;
  & li {
    position: relative;
    padding-inline-start: 1.75rem;
    margin-bottom: ${space.sm};
  }
  & li::before {
    content: "";
    position: absolute;
    inset-inline-start: 0.35rem;
    top: 0.6em;
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 2px;
    background: ${color("accent")};
    transform: rotate(45deg);
  }
`;

export function RichTextBlock({ block }: { block: BlockOf<"rich-text"> }) {
  // Without a block title the section headings sit right under the page's h1, so they become h2.
  const Heading = block.title ? "h3" : "h2";
  const marks = useFallbackMarks();
  return (
    <Section title={block.title}>
      <div css={[prose, block.title && afterTitle]}>
        {block.sections.map((section, index) => (
          <div key={section.heading ?? index} css={part}>
            {section.heading && (
              <Heading css={heading} {...marks(section.heading)}>
                {section.heading}
              </Heading>
            )}
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex} {...marks(paragraph)}>
                {paragraph}
              </p>
            ))}
            {section.bullets && section.bullets.length > 0 && (
              <ul css={bullets}>
                {section.bullets.map((bullet) => (
                  <li key={bullet} {...marks(bullet)}>
                    {bullet}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </Section>
  );
}
