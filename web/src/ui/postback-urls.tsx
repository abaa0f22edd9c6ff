import { PostbackUrlsDocument } from '../generated/graphql';
import { useQuery } from '../api/hooks';
import { useT } from '../i18n';
import { CopyButton } from './buttons';
import './money.css';

/**
 * Ready-to-paste postback URLs (GET /postback-urls): the public address, the workspace's
 * postback key and the network's macros (its template's, else {subid}/{status}/{payout}), each
 * with a copy button. For a network: its URL. For a campaign: one per network its flows send to
 * (nothing when none: the campaign's set-up shows the generic URL already).
 */
export function PostbackUrls({ networkId, campaignId }: { networkId?: string; campaignId?: string }) {
  const { t } = useT('money');
  const answer = useQuery(PostbackUrlsDocument, { network_id: networkId ?? null, campaign_id: campaignId ?? null });
  if (answer.error) return networkId ? <p className="muted">{t('postback.noKey')}</p> : null;
  const urls = (answer.data?.postback_urls ?? []).filter((u) => networkId || u.network_id !== null);
  if (!urls.length) return null;
  return (
    <section className="postback-urls" aria-label={t('postback.title')} data-testid="postback-urls">
      {networkId && <h3>{t('postback.title')}</h3>}
      {/* The campaign's set-up says it above its own postback URL already. */}
      {networkId && <p className="muted">{t('postback.hint')}</p>}
      {urls.map((u) => (
        <div className="postback-url-row" key={u.network_id ?? 'generic'}>
          {!networkId && u.network_name && <h3>{t('postback.forNetwork', { name: u.network_name })}</h3>}
          <output className="url" data-testid="network-postback-url">
            {u.url}
          </output>
          <small className="muted">
            {u.template ? t('postback.template', { template: u.template }) : t('postback.standard')}
          </small>{' '}
          <CopyButton text={u.url} label={t('postback.copy')} />
        </div>
      ))}
    </section>
  );
}
