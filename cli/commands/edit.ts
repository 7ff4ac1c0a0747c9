// `pages edit [file] [--port N] [--public-url URL]`: the visual editor for pages.json on 127.0.0.1.
// Prints, as the last line of its start-up, the address to open, with a one-time code after the `#`
// (browsers never send what follows a `#`, so the code is in no log and no Referer), which the page
// exchanges for a session cookie (cli/edit/editor-session.ts). Once it is used, a new address is
// printed for another browser. The terminal is the one place a code is ever printed.
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { dirname, join, resolve } from "node:path";
import { cacheDir, closeServer, nodeValidation } from "../../runtime/server/index.ts";
import { documentFile } from "../edit/document-file.ts";
import { editorAddress, parsePublicUrl, printedAddress } from "../edit/editor-access.ts";
import { editorBundle, keepInUse } from "../edit/editor-bundle.ts";
import { createEditorServer } from "../edit/editor-server.ts";
import { editorSessions } from "../edit/editor-session.ts";
import { svgDrawings } from "../edit/svg-drawing.ts";

export interface EditCommandOptions {
  port: number;
  /** The address people open when the editor is behind a reverse proxy. */
  publicUrl?: string;
}

// When the port asked for is taken, the next ones are tried.
const PORTS_TRIED = 10;

async function listen(server: FastifyInstance, port: number): Promise<boolean> {
  try {
    await server.listen({ port, host: "127.0.0.1" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") return false;
    throw error;
  }
}

export async function editCommand(file: string, options: EditCommandOptions): Promise<number> {
  const path = resolve(file);
  if (!existsSync(path)) {
    console.error(`Cannot open ${file}: there is no such file. Give the path of the pages file, for example pages.json.`);
    return 2;
  }
  const publicUrl = options.publicUrl === undefined ? undefined : parsePublicUrl(options.publicUrl);
  if (publicUrl && !publicUrl.ok) {
    console.error(publicUrl.error);
    return 2;
  }
  const address = editorAddress(publicUrl?.url);
  const publicDir = join(dirname(path), "public");
  const bundleDir = await editorBundle((line) => console.log(line));
  let port = 0;
  const sessions = editorSessions({
    onCodeUsed() {
      console.log("The editor was opened in a browser. To open it in another browser, use this new address (it works once):");
      console.log(printedAddress(address, port, sessions.newCode()));
    },
  });
  const document = documentFile(path);
  // A save cut short by a crash left its temporary file beside the file.
  for (const stale of await document.removeStaleTemporaries()) console.log(`Removed ${stale}, left by a save that did not finish.`);
  const server = await createEditorServer({
    file: document,
    publicDir,
    bundleDir,
    address,
    sessions,
    drawings: svgDrawings(join(cacheDir, "editor-pictures")),
    publishedStore: (storeFile) => nodeValidation({ publicDir }).project.publishedStore(storeFile),
  });
  const ports = options.port === 0 ? [0] : Array.from({ length: PORTS_TRIED }, (_, index) => options.port + index);
  let listening = false;
  for (const candidate of ports) if ((listening = await listen(server, candidate))) break;
  if (!listening) {
    console.error(`Ports ${ports[0]} to ${ports.at(-1)} are all in use: give another with --port.`);
    return 2;
  }
  port = (server.server.address() as AddressInfo).port;
  const stopMarking = keepInUse(bundleDir);
  console.log(`Editing ${path}. Only this file is written, and only when you press Save. Ctrl+C stops the editor.`);
  if (publicUrl?.ok) {
    console.log(`Listening on http://127.0.0.1:${port}/ for the reverse proxy, which must pass on the Host header (${publicUrl.url.host}).`);
  }
  console.log("Open this address in your browser (it works once: that browser then stays signed in until it is closed or the editor stops):");
  console.log(printedAddress(address, port, sessions.newCode()));
  await new Promise<void>((done) => {
    const stop = () => {
      stopMarking();
      void closeServer(server).finally(done);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
