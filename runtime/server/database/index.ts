// The database's surface: the only way into the project's SQLite file (leads, users, sessions,
// notifications, the audit log). No file outside this folder imports better-sqlite3 or writes SQL.
export { DatabaseProblem, databaseProblem } from "./database-problem.ts";
export type { ImportedFile, LeadQueries, LegacyRecords, NewLead } from "./lead-queries.ts";
export { leadStatuses, type InboxFilter, type InboxLead, type InboxQueries, type LeadEvent, type LeadStatus } from "./inbox-queries.ts";
export { openLeadWriter, type LeadWriter, type LeadWriterOptions } from "./lead-writer.ts";
export { migrations, type Migration } from "./migrations.ts";
export type { NotificationQueries, PendingNotification } from "./notification-queries.ts";
export type { AuditEntry, FoundSession, LoggedEntry, NewSession, SessionQueries } from "./session-queries.ts";
export { userRoles, type User, type UserQueries, type UserRole } from "./user-queries.ts";
export { openDatabase, type OpenDatabaseOptions, type PagesDatabase } from "./open-database.ts";
