// Loaded with `node --import` into a command the bench measures: when the process ends, its peak
// memory (the most resident memory it ever held, in bytes) is written to the file named by
// BENCH_MAX_RSS_FILE, which the bench reads. Without that variable it does nothing.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_MAX_RSS_FILE;
if (file) {
  // resourceUsage() gives kilobytes.
  process.once("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
}
