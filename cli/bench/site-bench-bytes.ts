// First-load bytes without a browser, for `npm run bench` and tests/e2e/budgets.spec.ts: a page's
// HTML fetched with brotli, the scripts, module preloads and stylesheets it names, the JavaScript
// it loads gzipped, and the size of the navigation's extra city names in a generated site's shell.
import { request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import { dataUrl } from "../../runtime/data/index.ts";

export interface Fetched {
  path: string;
  status: number;
  encoding: string | null;
  /** Content-Length of the (compressed) response. */
  contentLength: number | null;
  /** Bytes of body actually received, still compressed. */
  receivedBytes: number;
  /** Bytes of the status line and the headers, as sent (the empty line after them included). */
  headerBytes: number;
  body: Buffer;
}

/** GET origin+path asking for brotli; the body comes back decompressed, the sizes as sent. */
export function fetchBr(origin: string, path: string): Promise<Fetched> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { "accept-encoding": "br" }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.once("error", reject);
        res.once("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"] ?? null;
          let body = raw;
          try {
            if (encoding === "br") body = brotliDecompressSync(raw);
            else if (encoding === "gzip") body = gunzipSync(raw);
          } catch (error) {
            reject(new Error(`${path}: cannot decode ${encoding} body: ${String(error)}`));
            return;
          }
          const length = res.headers["content-length"];
          let headerBytes = Buffer.byteLength(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`);
          for (let at = 0; at < res.rawHeaders.length; at += 2) headerBytes += Buffer.byteLength(`${res.rawHeaders[at]}: ${res.rawHeaders[at + 1]}\r\n`);
          resolve({
            path,
            status: res.statusCode ?? 0,
            encoding,
            contentLength: length === undefined ? null : Number(length),
            receivedBytes: raw.length,
            headerBytes,
            body,
          });
        });
      },
    );
    req.once("timeout", () => req.destroy(new Error(`${path}: no answer in 30 s`)));
    req.once("error", reject);
    req.end();
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  const inner = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const match of inner.matchAll(pattern)) found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  return found;
}

export interface Reference {
  path: string;
  kind: "script" | "modulepreload" | "stylesheet" | "preload" | "started";
}

/**
 * The scripts a page's inline start script fetches after the first paint (cli/build/deferred-start.ts):
 * every same-site .js path quoted in an inline module script.
 */
function startedScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/gi)) {
    for (const quoted of match[1]!.matchAll(/"(\/[^"]+\.js)"/g)) found.push(quoted[1]!);
  }
  return found;
}

/**
 * The same-origin scripts, module preloads, stylesheets and script/style preloads an HTML page
 * names, in document order, then the scripts its start script fetches. Inline script bodies (the
 * embedded data, JSON-LD) are skipped first so text inside them can never count as a tag.
 */
export function referencedResources(html: string, pageUrl: string): { references: Reference[]; external: string[] } {
  const stripped = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, "<script$1></script>").replace(/<!--[\s\S]*?-->/g, "");
  const origin = new URL(pageUrl).origin;
  const references: Reference[] = [];
  const external: string[] = [];
  const seen = new Set<string>();
  for (const match of stripped.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    const attrs = attributes(tag);
    let href: string | undefined;
    let kind: Reference["kind"] | undefined;
    if (match[1]!.toLowerCase() === "script") {
      href = attrs.get("src");
      kind = "script";
    } else {
      const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
      const as = (attrs.get("as") ?? "").toLowerCase();
      href = attrs.get("href");
      if (rel.includes("modulepreload")) kind = "modulepreload";
      else if (rel.includes("stylesheet")) kind = "stylesheet";
      else if (rel.includes("preload") && (as === "script" || as === "style")) kind = "preload";
    }
    if (!href || !kind) continue;
    const url = new URL(href.replace(/&amp;/g, "&"), pageUrl);
    if (url.origin !== origin) {
      external.push(url.href);
      continue;
    }
    const path = url.pathname + url.search;
    if (seen.has(path)) continue;
    seen.add(path);
    references.push({ path, kind });
  }
  for (const path of startedScripts(html)) {
    if (seen.has(path)) continue;
    seen.add(path);
    references.push({ path, kind: "started" });
  }
  return { references, external };
}

/** A resource's name with Vite's content hash taken out, to pair the same file across two builds. */
export function unhashed(path: string): string {
  return path.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/i, "$1");
}

export function brotliSize(text: string): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
}

/** The size a gzip-only host would send: level 9, what the JavaScript budget is written for. */
export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

interface Link {
  label?: string;
  href?: string;
}

export interface ShellLike {
  secondary?: { menus?: { label?: string; items?: Link[] }[] };
  footer?: { columns?: { title?: string; links?: Link[] }[] };
}

export interface NavAllowance {
  extraItems: number;
  extraJsonBytes: number;
  brotliBytes: number;
  sampleHref: string | null;
}

/**
 * The navigation entries the bigger site's shell adds to the smaller one's, in secondary.menus and
 * footer.columns (paired by label or title, else by position), and the brotli size of their JSON.
 */
export function navAllowance(small: ShellLike, big: ShellLike): NavAllowance {
  const extra: Link[] = [];
  const compare = <G>(smallGroups: G[], bigGroups: G[], name: (group: G) => string | undefined, links: (group: G) => Link[]) => {
    bigGroups.forEach((group, index) => {
      const partner = smallGroups.find((candidate) => name(candidate) !== undefined && name(candidate) === name(group)) ?? smallGroups[index];
      const known = new Set((partner ? links(partner) : []).map((link) => `${link.label}\u0000${link.href}`));
      for (const link of links(group)) if (!known.has(`${link.label}\u0000${link.href}`)) extra.push(link);
    });
  };
  compare(
    small.secondary?.menus ?? [],
    big.secondary?.menus ?? [],
    (menu) => menu.label,
    (menu) => menu.items ?? [],
  );
  compare(
    small.footer?.columns ?? [],
    big.footer?.columns ?? [],
    (column) => column.title,
    (column) => column.links ?? [],
  );
  const json = JSON.stringify(extra);
  return {
    extraItems: extra.length,
    extraJsonBytes: Buffer.byteLength(json),
    brotliBytes: extra.length ? brotliSize(json) : 0,
    sampleHref: extra[0]?.href ?? null,
  };
}

export interface PageWeight {
  route: string;
  resources: { path: string; key: string; kind: string; status: number; encoding: string | null; bytes: number; decodedBytes: number }[];
  totalBytes: number;
  external: string[];
  dataEmbedded: boolean;
}

const startFiles = z.object({ shell: z.string(), data: z.string() });

/** The files a prerendered page names for its start (runtime/app/entry-server.tsx): its shell and data; null for a page naming none. */
export function startFilesOf(html: string): z.infer<typeof startFiles> | null {
  const named = /<script id="__pages_page" type="application\/json">(.*?)<\/script>/.exec(html);
  return named ? startFiles.parse(JSON.parse(named[1]!)) : null;
}

/** The bytes a first visit to route downloads from the HTML's own references (brotli). */
export async function pageWeight(origin: string, route: string, includeDataFile: boolean | "auto"): Promise<PageWeight> {
  const page = await fetchBr(origin, route);
  if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const { references, external } = referencedResources(html, new URL(route, origin).href);
  const dataEmbedded = /<script\b[^>]*\bid=["']?__pages_data\b/i.test(html);
  const wanted: { path: string; kind: string }[] = [...references];
  if (includeDataFile === true || (includeDataFile === "auto" && !dataEmbedded)) {
    const files = startFilesOf(html);
    if (files) wanted.push({ path: files.shell, kind: "shell" }, { path: files.data, kind: "page data" });
    else wanted.push({ path: dataUrl(route), kind: "page data" });
  }
  const resources: PageWeight["resources"] = [
    {
      path: route,
      key: "document",
      kind: "document",
      status: page.status,
      encoding: page.encoding,
      bytes: page.contentLength ?? page.receivedBytes,
      decodedBytes: page.body.length,
    },
  ];
  for (const item of wanted) {
    const fetched = await fetchBr(origin, item.path);
    if (fetched.status !== 200) throw new Error(`${item.path} (named by ${route}) answered ${fetched.status}`);
    resources.push({
      path: item.path,
      key: unhashed(item.path),
      kind: item.kind,
      status: fetched.status,
      encoding: fetched.encoding,
      bytes: fetched.contentLength ?? fetched.receivedBytes,
      decodedBytes: fetched.body.length,
    });
  }
  return { route, resources, totalBytes: resources.reduce((sum, resource) => sum + resource.bytes, 0), external, dataEmbedded };
}

export interface FirstLoadScripts {
  route: string;
  /** The page's own status: 200, or 404 for the not-found page. */
  status: number;
  /** The page's HTML as the server sent it: its headers and its body, compressed with brotli. */
  htmlSentBytes: number;
  /** Biggest first. */
  scripts: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

const isScript = (reference: Reference) =>
  reference.kind === "script" ||
  reference.kind === "modulepreload" ||
  reference.kind === "started" ||
  (reference.kind === "preload" && /\.m?js$/.test(reference.path));

/**
 * The JavaScript a first visit to route loads: every script its HTML names and every one its start
 * script fetches, each gzipped at level 9. `sizes` keeps each script's size by path, so that
 * measuring many pages of one site compresses each shared chunk once.
 */
export async function firstLoadScripts(origin: string, route: string, sizes = new Map<string, number>()): Promise<FirstLoadScripts> {
  const page = await fetchBr(origin, route);
  const { references } = referencedResources(page.body.toString("utf8"), new URL(route, origin).href);
  const scripts: FirstLoadScripts["scripts"] = [];
  for (const { path } of references.filter(isScript)) {
    let gzipBytes = sizes.get(path);
    if (gzipBytes === undefined) {
      const fetched = await fetchBr(origin, path);
      if (fetched.status !== 200) throw new Error(`${path} (named by ${route}) answered ${fetched.status}`);
      gzipBytes = gzipSize(fetched.body);
      sizes.set(path, gzipBytes);
    }
    scripts.push({ path, gzipBytes });
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    route,
    status: page.status,
    htmlSentBytes: page.headerBytes + page.receivedBytes,
    scripts,
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
