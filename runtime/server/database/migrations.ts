// The database's schema, as numbered migrations run in order at start (open-database.ts). A
// migration is never edited once it has shipped: a change is a new one at the end. Each runs in a
// transaction with the row that records it in schema_migrations, so a crash leaves none half done.
//
// Times are ISO 8601 text in UTC, as leads have always carried them; a user is an integer id; a
// lead keeps the random UUID it was given at the endpoint. Moving to Postgres (docs/architecture.md)
// means writing these same tables in its dialect: STRICT and the partial index are SQLite's words.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const leadStatuses = "'new', 'contacted', 'quoted', 'booked', 'lost'";

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "leads, their history and notes, users, sessions, notifications, audit log, imports",
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        role TEXT NOT NULL CHECK (role IN ('sales', 'editor', 'owner')),
        -- scrypt, with its parameters and salt, in one string
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        -- the SHA-256 of the id the cookie carries: the database never holds a usable session id
        id_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        csrf_token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        -- 7 days after created_at at most; idle expiry is read from last_seen_at
        expires_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions (user_id);

      CREATE TABLE leads (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        received_at TEXT NOT NULL,
        form TEXT NOT NULL,
        page TEXT NOT NULL,
        -- the code of the language of the page it was sent from (en, ur), when known
        language TEXT,
        -- the answers by field name, as JSON text
        fields TEXT NOT NULL CHECK (json_valid(fields)),
        status TEXT NOT NULL DEFAULT 'new' CHECK (status IN (${leadStatuses})),
        lost_reason TEXT CHECK (lost_reason IS NULL OR status = 'lost'),
        assignee_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        -- the webhook: pending until it takes the lead (forwarded) or refuses it for good (refused)
        forward_state TEXT NOT NULL DEFAULT 'pending' CHECK (forward_state IN ('pending', 'forwarded', 'refused')),
        forwarded_at TEXT,
        refused_at TEXT,
        refused_status INTEGER,
        refused_answer TEXT
      ) STRICT;
      CREATE INDEX leads_by_time ON leads (received_at);
      CREATE INDEX leads_by_status ON leads (status, received_at);
      CREATE INDEX leads_to_forward ON leads (seq) WHERE forward_state = 'pending';

      -- Every change of a lead's status or assignee: who, when, from what to what.
      CREATE TABLE lead_history (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        change TEXT NOT NULL CHECK (change IN ('status', 'assignee')),
        old_value TEXT,
        new_value TEXT,
        reason TEXT
      ) STRICT;
      CREATE INDEX lead_history_by_lead ON lead_history (lead_id, at);

      CREATE TABLE lead_notes (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        body TEXT NOT NULL
      ) STRICT;
      CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id, at);

      -- A notification (an email to site.leads.notify) waits here until it is sent, across restarts.
      CREATE TABLE pending_notifications (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT
      ) STRICT;
      CREATE INDEX pending_notifications_due ON pending_notifications (next_attempt_at);

      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        -- kept as written at the time, so the entry still says who after the user is removed
        user_name TEXT,
        action TEXT NOT NULL,
        subject TEXT,
        detail TEXT CHECK (detail IS NULL OR json_valid(detail)),
        address TEXT
      ) STRICT;
      CREATE INDEX audit_log_by_time ON audit_log (at);

      -- While posts to the webhook fail: since when, how often, why (one row, or none).
      CREATE TABLE forwarding_failure (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        webhook TEXT NOT NULL,
        since TEXT NOT NULL,
        last_try TEXT NOT NULL,
        tries INTEGER NOT NULL,
        problem TEXT NOT NULL,
        status INTEGER,
        redirect TEXT
      ) STRICT;

      -- The files of the JSON Lines store imported, with the size and time they had then.
      CREATE TABLE imports (
        path TEXT PRIMARY KEY,
        size INTEGER NOT NULL,
        modified_ms REAL NOT NULL,
        imported_at TEXT NOT NULL,
        records INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: "the sign-ins of the audit log indexed, for each user's last sign-in",
    sql: `
      -- The owner's list of users reads each one's last sign-in; failed tries, which anyone can
      -- cause by the thousand, stay out of this index.
      CREATE INDEX audit_log_sign_ins ON audit_log (user_id, at) WHERE action = 'login';
    `,
  },
];
