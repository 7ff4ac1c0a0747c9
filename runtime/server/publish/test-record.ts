// For the tests of publishing: the record of a version published by Bilal that changed nothing.
import type { VersionRecord } from "./versions.ts";

export const testRecord = (id: string, record: Partial<VersionRecord> = {}): VersionRecord => ({
  id,
  publishedAt: "2026-11-26T10:00:00.000Z",
  by: "Bilal",
  reason: "",
  findings: [],
  changes: { added: [], removed: [], changed: [] },
  diff: "",
  commit: null,
  ...record,
});
