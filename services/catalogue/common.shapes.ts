/** The timestamps every soft-deletable catalogue record shows (schema: SoftDeletableRecord). */
export interface SoftDeletable {
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}
