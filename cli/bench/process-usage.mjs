// Loaded with `node --import` into a command the bench measures: when the process ends, what it
// used is written as JSON to the file named by BENCH_USAGE_FILE, which the bench reads: its peak
// memory (the most resident memory it ever held, in bytes) and the processor time of all its
// threads, user and system (in milliseconds). Without that variable it does nothing.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.once("exit", () => {
    // resourceUsage() gives kilobytes and microseconds.
    const usage = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ peakBytes: usage.maxRSS * 1024, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }));
  });
}
