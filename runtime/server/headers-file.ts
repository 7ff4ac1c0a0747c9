// A `_headers` file, the convention of Netlify and Cloudflare Pages for the headers a static host
// adds: a path pattern on a line of its own, then its headers indented below it.
//
//   /*
//     X-Frame-Options: DENY
//
// `pages build` writes one into dist/ and `pages serve` sends what it says, so the site is served
// locally with exactly the headers a host configured from that file sends.

export interface HeadersFile {
  /** The headers for a URL path, from every rule whose pattern matches it, in the file's order. */
  headersFor(urlPath: string): [name: string, value: string][];
}

interface Rule {
  pattern: RegExp;
  headers: [string, string][];
}

/** `*` matches anything (slashes included), `:name` one path segment, as the hosts read them. */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export function readHeadersFile(text: string): HeadersFile {
  const rules: Rule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      // A full URL names another host; only paths concern this server.
      rules.push({ pattern: trimmed.startsWith("/") ? patternOf(trimmed) : /^(?!)/, headers: [] });
      continue;
    }
    const colon = trimmed.indexOf(":");
    const rule = rules[rules.length - 1];
    if (!rule || colon <= 0) continue;
    rule.headers.push([trimmed.slice(0, colon).trim().toLowerCase(), trimmed.slice(colon + 1).trim()]);
  }
  return {
    headersFor(urlPath) {
      const merged = new Map<string, string>();
      for (const rule of rules) {
        if (!rule.pattern.test(urlPath)) continue;
        // A header several matching rules set is sent once, with their values joined (Cloudflare's reading).
        for (const [name, value] of rule.headers) merged.set(name, merged.has(name) ? `${merged.get(name)}, ${value}` : value);
      }
      return [...merged];
    },
  };
}

/** Headers for the addresses one pattern matches (/assets/*). */
export interface HeadersRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** The file for headers every address gets (the build's: cli/build/security-headers.ts), then those of `rules`. */
export function headersFile(headers: Readonly<Record<string, string>>, rules: readonly HeadersRule[] = []): string {
  const block = ({ path, headers: named }: HeadersRule) =>
    `${path}\n${Object.entries(named)
      .map(([name, value]) => `  ${name}: ${value}\n`)
      .join("")}`;
  return `# Written by \`pages build\` (cli/build/security-headers.ts); rebuilt with the site, not edited.\n${[{ path: "/*", headers }, ...rules].map(block).join("")}`;
}
