import type { LiveFeed } from '../api/live-feed';

/** "N new" and the pause / resume switch of a live log. */
export function LiveControls({ feed, what }: { feed: LiveFeed<unknown>; what: string }) {
  if (feed.failure)
    return (
      <span className="live-controls field-error" role="status">
        No live updates: {feed.failure}
      </span>
    );
  return (
    <span className="live-controls">
      <span role="status" aria-live="polite" className="muted">
        {feed.paused ? `Paused: ${feed.waiting} new ${what} waiting` : `Live: ${feed.items.length} new ${what}`}
      </span>
      <button
        type="button"
        className="secondary"
        aria-pressed={feed.paused}
        onClick={() => feed.setPaused(!feed.paused)}
      >
        {feed.paused ? 'Resume live updates' : 'Pause live updates'}
      </button>
    </span>
  );
}
