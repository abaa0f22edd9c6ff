import { periodArgs, type Period } from '../ui/period';
import { draftOf, EMPTY_DRAFT, type ReportDraft } from './report-definition';

/** The draft's period fields for the app's period: a preset the API knows, else its local dates. */
export function draftPeriod(app: Period): Pick<ReportDraft, 'period' | 'from' | 'to'> {
  const args = periodArgs(app);
  return args.period
    ? { period: args.period, from: '', to: '' }
    : { period: 'custom', from: args.from ?? '', to: args.to ?? '' };
}

/**
 * The report a visit opens with: the one a link carries (`?report=` with a definition, as a
 * campaign's "Open in Reports" sends), else the default report for the app's period.
 */
export function startDraft(app: Period, search: string): ReportDraft {
  const carried = new URLSearchParams(search).get('report');
  if (carried) {
    try {
      return draftOf(JSON.parse(carried) as Record<string, unknown>);
    } catch {
      /* a damaged link: the default report */
    }
  }
  return { ...EMPTY_DRAFT, ...draftPeriod(app) };
}
