// Run before each test file of the pools whose files share a worker's modules (vitest.config.ts):
// whatever a file spied on or stubbed (a console method, a global, an environment variable) is put
// back when the file ends, so no file sees another's, even when one forgot or stopped halfway.
import { afterAll, vi } from "vitest";

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
