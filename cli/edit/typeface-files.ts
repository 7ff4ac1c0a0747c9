// The site's typefaces on the editor's origin, whole, at /_fonts/<id>.woff2 as the dev server serves
// them: each language's text boxes and the preview are set in the site's typeface for that language
// (runtime/editor/language-typefaces.tsx), so Urdu never shows as boxes on a computer that has no
// Urdu font. Only the typefaces of the table (runtime/foundation/theme/font-faces.ts), read from
// their npm packages; any other name under /_fonts/ is not found.
import { readFile } from "node:fs/promises";
import type { FastifyContextConfig, FastifyPluginCallback } from "fastify";
import { fontsPrefix } from "../../runtime/foundation/content/index.ts";
import { FILE_METHODS, fontFile, isFontId, plainAnswer } from "../../runtime/server/index.ts";

/** The typefaces at <base>_fonts/ (the admin's editor: /admin/edit/_fonts/), each route with `config`. */
export function typefaceRoutes(base = "/", config: FastifyContextConfig = {}): FastifyPluginCallback {
  return (app, _options, done) => {
    app.route({
      method: FILE_METHODS,
      url: `${base}${fontsPrefix.slice(1)}/:name`,
      config,
      handler: async (request, reply) => {
        const { name } = request.params as { name: string };
        const id = name.endsWith(".woff2") ? name.slice(0, -".woff2".length) : "";
        if (!isFontId(id)) return plainAnswer(reply, 404);
        const body = await readFile(fontFile(id));
        return reply
          .code(200)
          .headers({ "content-type": "font/woff2", "content-length": String(body.length) })
          .send(request.method === "HEAD" ? undefined : body);
      },
    });
    done();
  };
}
