import type { BlockMeta } from "../block-meta.ts";
import { breadcrumbSteps } from "./steps.ts";

export const breadcrumbMeta: BlockMeta<"breadcrumb"> = {
  // A city named in the trail is the page's own parent, not a neighbour that should link.
  lint: { trail: true },
  // Search engines show the trail under the page's result: on every page that shows one, unless
  // the block says not to (structuredData: false).
  structuredData: (block, { shell, data }) => {
    if (block.structuredData === false) return null;
    const steps = breadcrumbSteps(block, shell);
    const last = steps.length - 1;
    return {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: steps.map((step, index) => {
        const href = index === last ? (data.page.canonical ?? step.href) : step.href;
        return { "@type": "ListItem", position: index + 1, name: step.label, ...(href ? { item: absolute(shell.site.url, href) } : {}) };
      }),
    };
  },
};

/** Absolute address of a path of this site, as search engines want it. */
function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).href;
}
