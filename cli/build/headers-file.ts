// dist/_headers: the headers every address of the site gets, in the format Netlify and Cloudflare
// Pages read (runtime/server/read-headers-file.ts reads it back for `pages serve`). Other hosts are
// configured by hand from it; the README's hosting checklist says so.

export function headersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by \`pages build\` (cli/build/security-headers.ts); rebuilt with the site, not edited.\n/*\n${lines.join("\n")}\n`;
}
