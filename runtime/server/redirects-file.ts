// A `_redirects` file, the convention of Netlify and Cloudflare Pages for the permanent redirects a
// static host answers: one rule a line, `from to status`. `pages build` writes one into dist/ for
// the aliases of the pages (cli/build/redirects.ts), and `pages serve` answers what it says, so an
// old address is answered locally as the host answers it.
//
//   /karachi-cargo /cities/karachi/ 301!
//   /karachi-cargo /cities/karachi/ 301
//
// Only plain paths are read (no placeholders or splats: the build writes none). A status written
// with Netlify's `!` (redirect even where a file is published) is read as the same status.

export interface Redirect {
  location: string;
  status: number;
}

export interface RedirectsFile {
  /** Where a URL path is sent, with or without its trailing slash; null when no rule names it. */
  redirectFor(urlPath: string): Redirect | null;
}

/** /a and /a/ are one address to a rule, as the hosts read them. */
const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function readRedirectsFile(text: string): RedirectsFile {
  const rules = new Map<string, Redirect>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status = "301"] = line.trim().split(/\s+/);
    if (!from?.startsWith("/") || !to || from.includes("*") || from.includes(":")) continue;
    const code = Number.parseInt(status, 10);
    // The first rule for an address wins, as on the hosts.
    if (!rules.has(bare(from)) && [301, 302, 307, 308].includes(code)) rules.set(bare(from), { location: to, status: code });
  }
  return { redirectFor: (urlPath) => rules.get(bare(urlPath)) ?? null };
}

/**
 * The file of permanent redirects from each old address to its page's one address. Each is written
 * twice, as the two hosts that read the file need it: first forced (`301!`), since Netlify serves a
 * published file before a plain rule and the build still writes each alias's page (for the hosts
 * that cannot redirect); then plain, since Cloudflare Pages reads only a number there (a line it
 * cannot read it leaves out) and redirects before it looks for a file anyway. Each host takes the
 * first rule it reads for an address, and so does `pages serve`.
 */
export function redirectsFile(redirects: readonly { from: string; to: string }[]): string {
  const lines = redirects.flatMap(({ from, to }) => [`${from} ${to} 301!`, `${from} ${to} 301`]);
  return `# Written by \`pages build\` (cli/build/prerender.ts); rebuilt with the site, not edited.\n${lines.join("\n")}\n`;
}
