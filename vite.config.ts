import { defineConfig } from "vite";
import { siteViteConfig } from "./runtime/dev/site-vite-config.ts";

// The settings are in runtime/dev/site-vite-config.ts, which `pages build` imports directly.
export default defineConfig(siteViteConfig());
