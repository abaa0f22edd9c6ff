/** The timestamps every soft-deletable catalogue record shows (schema: SoftDeletableRecord). */
export interface SoftDeletable {
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** What an archivable record shows besides (docs/operations-api.md): when it was archived, null while not. */
export interface Archivable extends SoftDeletable {
  archived_at: Date | null;
}
