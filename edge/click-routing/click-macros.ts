import { MACRO_COLUMNS } from '../../entities/click-fields';
import type { ClickRecord } from '../click-recording/click-record';

/** What a click's macros are filled from: its row, plus two values the row does not carry. */
export interface MacroSource {
  click: ClickRecord;
  campaign_alias: string;
  affiliate_network_id: string | null;
}

/**
 * Macro → the click column it reads, from the click-field catalogue. Without a prototype:
 * `{constructor}` or `{toString}` is not a macro and must stay as written. `cost` is read below
 * (0 when the click has none).
 */
const FROM_ROW: Record<string, keyof ClickRecord> = Object.create(null) as Record<string, keyof ClickRecord>;
for (const [macro, column] of MACRO_COLUMNS) if (macro !== 'cost') FROM_ROW[macro] = column as keyof ClickRecord;

/**
 * The value function of services/urls/macros renderTemplate for a click: every click macro maps to
 * the click's own value ('' when it has none); names that are not click macros stay as written.
 */
export function clickMacroValues(source: MacroSource): (name: string) => string | undefined {
  const { click } = source;
  return (name) => {
    const column = FROM_ROW[name];
    if (column) {
      const value = click[column];
      return value === null || value === undefined ? '' : String(value);
    }
    if (name === 'campaign_alias') return source.campaign_alias;
    if (name === 'affiliate_network_id') return source.affiliate_network_id ?? '';
    if (name === 'cost') return String(click.cost ?? 0);
    return undefined;
  };
}
