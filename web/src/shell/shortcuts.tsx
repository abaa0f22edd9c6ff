import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n';

/** `g` then a letter: the main screens (the letter of the screen's English name, kept in every language). */
export const GO_TO: [string, string, string][] = [
  ['d', '/dashboard', 'dashboard'],
  ['r', '/reports', 'reports'],
  ['c', '/campaigns', 'campaigns'],
  ['o', '/offers', 'offers'],
  ['l', '/landings', 'landings'],
  ['s', '/sources', 'sources'],
  ['k', '/logs/clicks', 'clickLog'],
  ['v', '/logs/conversions', 'conversions'],
  ['a', '/rules', 'rules'],
  ['n', '/notifications', 'notifications'],
  ['t', '/settings', 'settings'],
];

/** Typing in a field is never a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The screen's search: its search field, else its first text field in the toolbar. */
function focusSearch(): boolean {
  const field = document.querySelector<HTMLInputElement>(
    'main input[type="search"], main .search-box input, main input[placeholder*="…"]',
  );
  if (!field) return false;
  field.focus();
  return true;
}

/** `/` search, `g` + letter go to a screen, `?` the list; a `g` waits 1.5 s for its letter. */
export function useShortcuts(open: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    let pendingG = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (pendingG && Date.now() - pendingG < 1500) {
        pendingG = 0;
        const target = GO_TO.find(([key]) => key === e.key.toLowerCase());
        if (target) {
          e.preventDefault();
          navigate(target[1]);
        }
        return;
      }
      if (e.key === '/' && focusSearch()) e.preventDefault();
      else if (e.key === '?') {
        e.preventDefault();
        open();
      } else if (e.key === 'g') pendingG = Date.now();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, open]);
}

/** `?`: the list of shortcuts. */
export function ShortcutsHelp() {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  useShortcuts(() => setOpened(true));
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t('shell.shortcuts.title')} className="shortcuts">
      <dl className="shortcuts">
        <dt>
          <kbd>/</kbd>
        </dt>
        <dd>{t('shell.shortcuts.search')}</dd>
        <dt>
          <kbd>?</kbd>
        </dt>
        <dd>{t('shell.shortcuts.help')}</dd>
        {GO_TO.map(([key, , label]) => (
          <ShortcutRow key={key} keys={['g', key]} label={t('shell.shortcuts.goTo', { screen: t(`nav.${label}`) })} />
        ))}
      </dl>
    </Modal>
  );
}

function ShortcutRow({ keys, label }: { keys: string[]; label: string }) {
  return (
    <>
      <dt>
        {keys.map((k, i) => (
          <span key={k}>
            {i > 0 && ' '}
            <kbd>{k}</kbd>
          </span>
        ))}
      </dt>
      <dd>{label}</dd>
    </>
  );
}
