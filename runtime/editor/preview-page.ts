// What the preview shows, made in its worker (preview-worker.ts): the document as the page last sent
// it, each language's site expanded from it once per change, and one page's data at a time.
import { expandSite, languagesOf, type ExpandedSite, type Language, type PagesFile } from "../foundation/content/index.ts";
import { findPage, memoryPageSource, pageDataOf, type PageData, type ShellData } from "../data/index.ts";
import { receivedDocument, type DocumentMessage } from "./document-edits.ts";

/** What the preview draws: one page's data, the shell every page shares, and where each block comes from in the document. */
export interface PreviewPage {
  data: PageData;
  shell: ShellData;
  sources: readonly string[];
  languages: readonly Language[];
}

export class PreviewPages {
  private document: unknown = undefined;
  /** Each language's site as last expanded, and from which document: a document mid-edit that cannot be expanded keeps it. */
  private readonly expandedIn = new Map<string, { from: unknown; site: ExpandedSite }>();

  receive(message: DocumentMessage): void {
    this.document = receivedDocument(this.document, message);
  }

  /** The page at `path` in the language of `code`; null when the document has no page there, or none could ever be made of it. */
  page(path: string, code: string): PreviewPage | null {
    const site = this.expanded(code);
    const found = site && findPage(site, path);
    if (!site || !found) return null;
    return {
      data: pageDataOf(site, found.page, found.status),
      shell: memoryPageSource(site).shell,
      sources: found.page.blockSources,
      languages: site.languages,
    };
  }

  private expanded(code: string): ExpandedSite | null {
    const last = this.expandedIn.get(code);
    if (last && last.from === this.document) return last.site;
    try {
      const file = this.document as PagesFile;
      const site = expandSite(
        file,
        languagesOf(file).find((one) => one.code === code),
      );
      this.expandedIn.set(code, { from: this.document, site });
      return site;
    } catch {
      // A family without entries, a block without its type: the last page that could be made stays.
      return last?.site ?? null;
    }
  }
}
