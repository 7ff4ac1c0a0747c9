// What every page of the admin is set in: the document with its head, the header with who is
// signed in, and the few words and formats the pages share. Rendered to HTML with no script.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { adminPaths } from "./paths.ts";
import type { Session } from "./sessions.ts";

export const roleNames = { sales: "sales (the leads)", editor: "editor (the pages)", owner: "owner (everything)" } as const;

export function Page({ title, children, session }: { title: string; children: ReactNode; session?: Session }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Admin`}</title>
        <link rel="stylesheet" href={adminPaths.style} />
      </head>
      <body>
        <header>
          <a href={adminPaths.home} className="brand">
            Admin
          </a>
          {session && (
            <form method="post" action={adminPaths.logout} className="signed-in">
              <span>
                {session.user.name} · {session.user.role}
              </span>
              <input type="hidden" name="csrf" value={session.csrfToken} />
              <button type="submit">Sign out</button>
            </form>
          )}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

export const html = (element: ReactNode): string => `<!doctype html>${renderToStaticMarkup(element)}`;

/** A lead's time as the company reads it: in its time zone, day and time. */
export function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
