import type { BlockMeta } from "../block-meta.ts";

export const faqMeta: BlockMeta<"faq"> = {
  // Search engines show the questions of a FAQPage under the page's result.
  structuredData: (block) => ({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: block.categories.flatMap((category) =>
      category.items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
    ),
  }),
};
