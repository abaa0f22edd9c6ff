import { Link } from 'react-router';
import { useT } from '../i18n';

/**
 * A notification's message and, for a missing currency rate (kind rate.missing), the link to the
 * currency-rate form its data names (`data.link`, an app path).
 */
export function NotificationBody({ kind, body, data }: { kind: string; body: string; data: unknown }) {
  const { t } = useT('money');
  const link = (data as { link?: unknown } | null)?.link;
  if (kind !== 'rate.missing' || typeof link !== 'string' || !link.startsWith('/')) return <>{body}</>;
  return (
    <>
      {body}{' '}
      <Link to={link} data-testid="notification-link">
        {t('unpriced.addRate')}
      </Link>
    </>
  );
}
