// SQLite persistence for what visitors send: contact requests, form submissions, email requests.

import type { DatabaseSync as Database } from 'node:sqlite';

/** A stored contact request, as the API answers it. */
export interface ContactRecord {
  id: number;
  nome: string;
  cognome: string;
  organizzazione: string | null;
  email: string;
  telefono: string | null;
  message: string | null;
  iscrizione: boolean | null;
  motivo_iscrizione: string | null;
  created_at: string;
}

/** The fields of a new contact request. */
export type NewContact = Omit<ContactRecord, 'id' | 'created_at'>;

/** One answered field of an event form, as the site sends it. */
export interface SubmittedField {
  label: string;
  value: string | number | boolean | null;
  frontend_id: string;
}

/** A stored event-form submission. */
export interface SubmissionRecord {
  id: number;
  event_id: string;
  form: Record<string, SubmittedField>;
  total_due: number;
  created_at: string;
}

/** A stored request to email a submission's confirmation. */
export interface EmailRequestRecord {
  id: number;
  submission_id: number;
  created_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  nome TEXT NOT NULL, cognome TEXT NOT NULL, organizzazione TEXT, email TEXT NOT NULL, telefono TEXT,
  message TEXT, iscrizione INTEGER, motivo_iscrizione TEXT, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL, form TEXT NOT NULL, total_due REAL NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS email_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id INTEGER NOT NULL REFERENCES submissions(id), created_at TEXT NOT NULL
);`;

/** Loads node:sqlite without its one-time ExperimentalWarning, leaving every other warning alone. */
function loadSqlite(): typeof import('node:sqlite') {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = (warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if (type === 'ExperimentalWarning' && text.includes('SQLite')) return;
    (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
  };
  try {
    return process.getBuiltinModule('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}

// Our tables hold text, numbers and NULL only: no BLOB column, so no Uint8Array comes back.
type Row = Record<string, string | number | bigint | null>;

/** The demo API's database: one SQLite file, opened for the server's lifetime. */
export class DemoStore {
  readonly #db: Database;

  /** Opens (or creates) the database file; `reset` first drops everything visitors sent. */
  constructor(file: string, { reset = false }: { reset?: boolean } = {}) {
    const { DatabaseSync } = loadSqlite();
    this.#db = new DatabaseSync(file);
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
    if (reset)
      this.#db.exec(
        'DROP TABLE IF EXISTS email_requests; DROP TABLE IF EXISTS submissions; DROP TABLE IF EXISTS contacts;',
      );
    this.#db.exec(SCHEMA);
  }

  /** Stores a contact request and returns it with its id and creation time. */
  addContact(contact: NewContact): ContactRecord {
    const created_at = new Date().toISOString();
    const result = this.#db
      .prepare(
        `INSERT INTO contacts (nome, cognome, organizzazione, email, telefono, message, iscrizione, motivo_iscrizione, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        contact.nome,
        contact.cognome,
        contact.organizzazione,
        contact.email,
        contact.telefono,
        contact.message,
        contact.iscrizione === null ? null : Number(contact.iscrizione),
        contact.motivo_iscrizione,
        created_at,
      );
    return { id: Number(result.lastInsertRowid), ...contact, created_at };
  }

  /** Every contact request, oldest first. */
  contacts(): ContactRecord[] {
    return (this.#db.prepare('SELECT * FROM contacts ORDER BY id').all() as Row[]).map((row) => ({
      id: Number(row.id),
      nome: String(row.nome),
      cognome: String(row.cognome),
      organizzazione: row.organizzazione === null ? null : String(row.organizzazione),
      email: String(row.email),
      telefono: row.telefono === null ? null : String(row.telefono),
      message: row.message === null ? null : String(row.message),
      iscrizione: row.iscrizione === null ? null : row.iscrizione === 1,
      motivo_iscrizione: row.motivo_iscrizione === null ? null : String(row.motivo_iscrizione),
      created_at: String(row.created_at),
    }));
  }

  /** Stores an event-form submission and returns its id. */
  addSubmission(eventId: string, form: Record<string, SubmittedField>, totalDue: number): number {
    const result = this.#db
      .prepare('INSERT INTO submissions (event_id, form, total_due, created_at) VALUES (?, ?, ?, ?)')
      .run(eventId, JSON.stringify(form), totalDue, new Date().toISOString());
    return Number(result.lastInsertRowid);
  }

  /** One submission by id, or undefined. */
  submission(id: number): SubmissionRecord | undefined {
    const row = this.#db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as Row | undefined;
    return row && submissionFromRow(row);
  }

  /** Every submission with its parsed form, oldest first. */
  submissions(): SubmissionRecord[] {
    return (this.#db.prepare('SELECT * FROM submissions ORDER BY id').all() as Row[]).map(submissionFromRow);
  }

  /** Records a request to email a submission's confirmation. */
  addEmailRequest(submissionId: number): EmailRequestRecord {
    const created_at = new Date().toISOString();
    const result = this.#db
      .prepare('INSERT INTO email_requests (submission_id, created_at) VALUES (?, ?)')
      .run(submissionId, created_at);
    return { id: Number(result.lastInsertRowid), submission_id: submissionId, created_at };
  }

  /** Every email request, oldest first. */
  emailRequests(): EmailRequestRecord[] {
    return (this.#db.prepare('SELECT * FROM email_requests ORDER BY id').all() as Row[]).map((row) => ({
      id: Number(row.id),
      submission_id: Number(row.submission_id),
      created_at: String(row.created_at),
    }));
  }

  /** Closes the database file. */
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

function submissionFromRow(row: Row): SubmissionRecord {
  return {
    id: Number(row.id),
    event_id: String(row.event_id),
    form: JSON.parse(String(row.form)) as Record<string, SubmittedField>,
    total_due: Number(row.total_due),
    created_at: String(row.created_at),
  };
}
