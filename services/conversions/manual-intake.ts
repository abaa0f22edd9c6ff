/**
 * Manual conversions (docs/conversions.md, "Manual conversions"): a line of an uploaded list, and
 * the port through which the admin API runs it through the postback intake. The hot path
 * implements it (edge/postback-intake/manual.ts) and the composition root hands it in as
 * `services.manualConversions`, so a line meets exactly the rules a postback meets.
 */
export interface ManualConversionLine {
  click_id?: string | null;
  status?: string | null;
  payout?: string | null;
  currency?: string | null;
  txid?: string | null;
  /** ISO time with an offset; default now. */
  time?: string | null;
}

export type ManualConversionResultKind = 'recorded' | 'updated' | 'duplicate' | 'refused';

export interface ManualConversionOutcome {
  result: ManualConversionResultKind;
  /** Why a line was refused, naming the field (never its value). */
  error: string | null;
  conversion_id: string | null;
}

export type ManualConversionIntake = (
  workspaceId: string,
  line: ManualConversionLine,
  options: {
    forward: boolean;
    url: string;
    /** The member who uploads or edits, and the operation (`conversion_upload:<id>`, `conversion_edit`): the audit row's. */
    audit: { user_id: string; ref: string };
  },
) => Promise<ManualConversionOutcome>;
