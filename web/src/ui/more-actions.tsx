import { Popover } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * A row's less frequent actions (clone, archive, delete) behind "⋯", so a list fits the screen.
 * The panel floats above the table (a portal: no scrolling container clips it) and stays mounted
 * when closed, so a confirmation modal opened from it stays. Escape or a click elsewhere closes it.
 */
export function MoreActions({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" keepMounted withinPortal shadow="md">
      <Popover.Target>
        <button
          type="button"
          className="secondary more-actions"
          aria-label={t('ui.moreActions', { name })}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          ⋯
        </button>
      </Popover.Target>
      <Popover.Dropdown className="more-actions-panel" p={6}>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
