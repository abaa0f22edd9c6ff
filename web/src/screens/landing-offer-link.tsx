import type { LandingFieldsFragment } from '../generated/graphql';
import { i18next, useT } from '../i18n';
import { CopyButton } from '../ui/buttons';
import './landing-offer-link.css';

// Loaded with this module, so a panel opened inside a screen never waits for its words (no Suspense fallback).
void i18next.loadNamespaces('landing-link');

type Landing = Pick<LandingFieldsFragment, 'id' | 'type' | 'offers_count' | 'hosted_path'>;

/**
 * The markup that links a landing page to its offer (docs/sdk.md): the page SDK, then one link per
 * offer slot whose href the SDK sets to the offer chosen at the click (`GET /lp-api/offer`), with the
 * click-through `/click?cid=…` as its fallback.
 */
export function offerSnippet(base: string, offers: number, linkText: (slot: number) => string): string {
  const links = Array.from({ length: Math.max(1, offers) }, (_, i) =>
    i === 0
      ? `<a href="#" data-service-offer>${linkText(1)}</a>`
      : `<a href="#" data-service-offer="${i + 1}">${linkText(i + 1)}</a>`,
  );
  return [`<script src="${base}/sdk/service.js" data-service-auto></script>`, ...links].join('\n');
}

/** The landing editor's "How the page links to the offer": the SDK snippet and the click-through URL, each with Copy. */
export function LandingOfferLink({ landing }: { landing: Landing }) {
  const { t } = useT('landing-link');
  const base = window.location.origin;
  const offers = landing.offers_count ?? 1;
  const snippet = offerSnippet(base, offers, (slot) => (offers > 1 ? t('linkTextSlot', { slot }) : t('linkText')));
  const clickThrough = `${base}/click?cid={click_id}`;
  return (
    <section className="subsection landing-offer-link" aria-labelledby={`offer-link-${landing.id}`}>
      <h3 id={`offer-link-${landing.id}`}>{t('title')}</h3>
      <p>{landing.type === 'hosted' ? t('introHosted') : t('introExternal')}</p>
      <pre data-testid="offer-snippet">{snippet}</pre>
      <p>
        <CopyButton text={snippet} label={t('copySnippet')} />
      </p>
      <p className="muted">{offers > 1 ? t('slots', { count: offers }) : t('oneSlot')}</p>
      {landing.type === 'external' && (
        <>
          <h4>{t('withoutJs')}</h4>
          <p>{t('withoutJsExternal')}</p>
          <p>
            <output className="url" data-testid="click-through-url">
              {clickThrough}
            </output>{' '}
            <CopyButton text={clickThrough} label={t('copyUrl')} />
          </p>
        </>
      )}
    </section>
  );
}
