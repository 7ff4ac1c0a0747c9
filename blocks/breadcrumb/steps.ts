// The steps of a trail, from Home to the page: what the block shows and what its structured data
// lists (meta.ts), worked out once.
import type { BlockOf, ShellData } from "../../runtime/foundation/index.ts";

export interface Step {
  label: string;
  href?: string;
}

export function breadcrumbSteps(block: BlockOf<"breadcrumb">, shell: Pick<ShellData, "header" | "language">): Step[] {
  // The home page in the page's language: / or /ur/.
  const home = `${shell.language.prefix}/`;
  const homeLink = shell.header.links.find((link) => link.href === home);
  return [{ label: homeLink?.label ?? "Home", href: home }, ...block.items];
}
