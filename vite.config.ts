import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pagesPlugin } from "./runtime/vite/pages-plugin.ts";

export default defineConfig({
  plugins: [react({ jsxImportSource: "@emotion/react" }), pagesPlugin()],
  server: { host: "127.0.0.1", port: 5173 },
  build: { outDir: "dist", emptyOutDir: true },
});
