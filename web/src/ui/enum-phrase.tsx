import { useT } from '../i18n';

/** An API enum value as a phrase in the user's language (`enums.json`), the value itself in the tooltip. */
export function EnumPhrase({ name, value }: { name: string; value: string | null | undefined }) {
  const { t } = useT('enums');
  if (value == null || value === '') return <span className="muted">{t('metrics:empty.notSet')}</span>;
  return <span title={value}>{t(`enums:${name}.${value}`, { defaultValue: value })}</span>;
}
