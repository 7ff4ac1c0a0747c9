// The editor's page: `pages edit` serves it on 127.0.0.1 (cli/edit/). Not part of the site: nothing
// here is in dist/, and visitors never download it.
import { createRoot } from "react-dom/client";
import { signIn } from "./api.ts";
import { EditorApp } from "./app.tsx";

// At once, before anything is drawn: the one-time code leaves the address bar.
void signIn();
// A new address pasted into this tab changes only what follows the #, which loads nothing by itself:
// the page starts again to use its code.
window.addEventListener("hashchange", () => /(?:^#|&)code=/.test(window.location.hash) && window.location.reload());
createRoot(document.getElementById("editor")!).render(<EditorApp />);
