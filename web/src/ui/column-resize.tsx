import type { KeyboardEvent, PointerEvent } from 'react';
import { useT } from '../i18n';

const MIN = 96;
const MAX = 960;
const clamp = (w: number) => Math.round(Math.min(MAX, Math.max(MIN, w)));

/**
 * The right edge of a name column's header: drag it (or focus it and press ← →) to make the column
 * narrower or wider; a double click (or Delete) gives the column its own width back.
 */
export function ResizeHandle({
  width,
  onMove,
  onDone,
}: {
  width: number | undefined;
  onMove: (width: number) => void;
  onDone: (width: number | null) => void;
}) {
  const { t } = useT('lists');
  /** The width of the column's names now: the one set, else the first name cell's. */
  const current = (handle: HTMLElement) => {
    if (width) return width;
    const th = handle.closest('th');
    const index = th ? Array.from(th.parentElement!.children).indexOf(th) : -1;
    const cell = th?.closest('table')?.querySelector<HTMLElement>(`tbody tr td:nth-child(${index + 1}) .name-cell`);
    return cell?.getBoundingClientRect().width ?? th?.getBoundingClientRect().width ?? 200;
  };
  const down = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    const handle = e.currentTarget;
    const start = current(handle);
    const x = e.clientX;
    let last = start;
    handle.setPointerCapture(e.pointerId);
    const move = (m: globalThis.PointerEvent) => {
      last = clamp(start + m.clientX - x);
      onMove(last);
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
      if (last !== start) onDone(last);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };
  const key = (e: KeyboardEvent<HTMLSpanElement>) => {
    const step = e.shiftKey ? 80 : 20;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      onDone(clamp(current(e.currentTarget) + (e.key === 'ArrowLeft' ? -step : step)));
    } else if (e.key === 'Delete' || e.key === 'Backspace') onDone(null);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a column resizer
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={t('resize')}
      aria-valuenow={width}
      tabIndex={0}
      title={t('resizeHint')}
      className="col-resizer"
      onPointerDown={down}
      onDoubleClick={() => onDone(null)}
      onKeyDown={key}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
