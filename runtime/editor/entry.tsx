// The editor's page: `pages edit` serves it on 127.0.0.1 (cli/edit/). Not part of the site: nothing
// here is in dist/, and visitors never download it.
import { createRoot } from "react-dom/client";
import { takeToken } from "./api.ts";
import { EditorApp } from "./app.tsx";

takeToken();
createRoot(document.getElementById("editor")!).render(<EditorApp />);
