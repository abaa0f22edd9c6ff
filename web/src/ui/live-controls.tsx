import type { LiveFeed } from '../api/live-feed';
import { useT } from '../i18n';

/** "N new" and the pause / resume switch of a live log. */
export function LiveControls({ feed, what }: { feed: LiveFeed<unknown>; what: string }) {
  const { t } = useT();
  if (feed.failure)
    return (
      <span className="live-controls field-error" role="status">
        {t('ui.noLive', { reason: feed.failure })}
      </span>
    );
  return (
    <span className="live-controls">
      <span role="status" aria-live="polite" className="muted">
        {feed.paused
          ? t('ui.pausedWaiting', { count: feed.waiting, what })
          : t('ui.liveNew', { count: feed.items.length, what })}
      </span>
      <button
        type="button"
        className="secondary"
        aria-pressed={feed.paused}
        onClick={() => feed.setPaused(!feed.paused)}
      >
        {feed.paused ? t('ui.resumeLive') : t('ui.pauseLive')}
      </button>
    </span>
  );
}
