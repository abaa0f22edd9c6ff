import { Button, Group, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { copyText } from './clipboard';
import { toast, toastError } from './toast';
import { useT } from '../i18n';

/**
 * A destructive action: a modal asks first, naming what will happen ("Delete campaign "X"?");
 * focus goes to Cancel, Escape closes it.
 */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  className = 'danger',
  confirmLabel,
  done,
}: {
  question: string;
  onConfirm: () => unknown;
  children: ReactNode;
  className?: string;
  /** The modal's confirming button (default: the button's own text). */
  confirmLabel?: string;
  /** A toast after it succeeded. */
  done?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      if (done) toast(done);
      setOpen(false);
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const { t } = useT();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {/* lockScroll off: its scroll lock injects a <style> element, which the CSP refuses. */}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('ui.pleaseConfirm')} centered lockScroll={false}>
        <p>{question}</p>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
            {t('ops.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={confirm}>
            {confirmLabel ?? (typeof children === 'string' ? children : t('ui.confirm'))}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** Copies a text to the clipboard (also on plain http) and says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useT();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      onClick={async () => {
        if (await copyText(text)) {
          setDone(true);
          toast(t('ui.copiedToClipboard'));
          setTimeout(() => setDone(false), 1500);
        } else toastError(t('ui.copyRefused'));
      }}
    >
      {done ? t('ui.copied') : (label ?? t('ui.copy'))}
    </button>
  );
}
