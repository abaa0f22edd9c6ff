import { Button, Group, Modal, Select, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import {
  CreateGroupDocument,
  ListGroupsDocument,
  type BulkAction,
  type BulkInput,
  type GroupKind,
} from '../generated/graphql';
import { i18next, useT } from '../i18n';
import { ConfirmButton } from './buttons';
import { toast, toastError } from './toast';

/** Clone, archive/restore and bulk actions of one kind (docs/operations-api.md). */
export interface EntityOps {
  clone: (id: string) => Promise<{ id: string }>;
  archive: (id: string) => Promise<unknown>;
  restore: (id: string) => Promise<unknown>;
  bulk: (input: BulkInput) => Promise<{ changed: number }>;
  /** Bulk on/off (campaigns). */
  onOff?: boolean;
  /** Bulk "move to group" with groups of this kind. */
  groups?: GroupKind;
}

/** "Archive 3 campaigns: "A", "B", "C"?": what a bulk action touches, by name (five at most). */
export function naming(names: string[], singular: string): string {
  const listed = names.slice(0, 5).map((name) => i18next.t('ops.quoted', { name }));
  if (names.length > 5) listed.push(i18next.t('ops.andMore', { count: names.length - 5 }));
  return i18next.t('ops.naming', { count: names.length, list: listed.join(', '), singular });
}

/** A row's clone and archive (or, in the archived view, restore) buttons. */
export function RowOps({
  ops,
  name,
  id,
  singular,
  archived,
  onChanged,
}: {
  ops: EntityOps;
  name: string;
  id: string;
  singular: string;
  archived: boolean;
  onChanged: () => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  if (archived)
    return (
      <ConfirmButton
        className="secondary"
        question={t('ops.restoreQuestion', { name, singular })}
        done={t('ops.restored', { name, singular })}
        onConfirm={async () => {
          await ops.restore(id);
          onChanged();
        }}
      >
        {t('ops.restore')}
      </ConfirmButton>
    );
  return (
    <>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        aria-label={t('ops.cloneNamed', { name })}
        onClick={async () => {
          setBusy(true);
          try {
            await ops.clone(id);
            toast(t('ops.cloned', { name, singular }));
            onChanged();
          } catch (error) {
            toastError(messageOf(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('ops.clone')}
      </button>
      <ConfirmButton
        className="secondary"
        question={t(singular === 'campaign' ? 'ops.archiveCampaignQuestion' : 'ops.archiveQuestion', {
          name,
          singular,
        })}
        done={t('ops.archived', { name, singular })}
        onConfirm={async () => {
          await ops.archive(id);
          onChanged();
        }}
      >
        {t('ops.archive')}
      </ConfirmButton>
    </>
  );
}

/** Live rows or archived rows (the archive is where a row is restored). */
export function ArchivedToggle({ archived, onChange }: { archived: boolean; onChange: (a: boolean) => void }) {
  const { t } = useT();
  return (
    <label className="inline-check">
      <input type="checkbox" checked={archived} onChange={(e) => onChange(e.target.checked)} /> {t('ops.showArchived')}
    </label>
  );
}

/** The actions on the selected rows, each confirmed in a modal that names the rows. */
export function BulkBar({
  ops,
  singular,
  selected,
  archived,
  canDelete,
  onDone,
  extra,
}: {
  ops: EntityOps;
  singular: string;
  selected: { id: string; name: string }[];
  archived: boolean;
  canDelete: boolean;
  onDone: () => void;
  /** A screen's own bulk actions (a campaign's Update costs). */
  extra?: ReactNode;
}) {
  const { t } = useT();
  const names = selected.map((s) => s.name);
  const ids = selected.map((s) => s.id);
  // Each bulk action's words: ops.bulk.<action>.verb / .done (a count) / .note.
  const action = (act: BulkAction, className = 'secondary') => (
    <ConfirmButton
      className={className}
      question={t(`ops.bulk.${act}.question`, { what: naming(names, singular) })}
      done={t(`ops.bulk.${act}.done`, { count: names.length, singular })}
      onConfirm={async () => {
        await ops.bulk({ ids, action: act });
        onDone();
      }}
    >
      {t(`ops.bulk.${act}.verb`)}
    </ConfirmButton>
  );
  return (
    <div className="bulk-bar" role="toolbar" aria-label={t('ops.selectedRows')}>
      <strong>{t('ops.selected', { count: selected.length })}</strong>
      {!archived && ops.onOff && action('on' as BulkAction)}
      {!archived && ops.onOff && action('off' as BulkAction)}
      {!archived && extra}
      {!archived && ops.groups && <MoveToGroup kind={ops.groups} ops={ops} ids={ids} names={names} onDone={onDone} />}
      {archived ? action('restore' as BulkAction) : action('archive' as BulkAction)}
      {canDelete && action('delete' as BulkAction, 'danger')}
    </div>
  );
}

const NO_GROUP = '';

/** "Move to group": an existing group, a new one by name, or out of any group. */
function MoveToGroup({
  kind,
  ops,
  ids,
  names,
  onDone,
}: {
  kind: GroupKind;
  ops: EntityOps;
  ids: string[];
  names: string[];
  onDone: () => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [groups, setGroups] = useState<{ value: string; label: string }[]>([]);
  const [group, setGroup] = useState<string>(NO_GROUP);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    run(ListGroupsDocument, { kind, limit: 500 }).then(
      (r) => setGroups(r.groups.items.map((g) => ({ value: g.id, label: g.name }))),
      (e) => toastError(messageOf(e)),
    );
  }, [open, kind]);
  const move = async () => {
    setBusy(true);
    try {
      const groupId = newName.trim()
        ? (await run(CreateGroupDocument, { input: { kind, name: newName.trim() } })).create_group.id
        : group || null;
      await ops.bulk({ ids, action: 'set_group' as BulkAction, group_id: groupId });
      const label = newName.trim() || groups.find((g) => g.value === group)?.label;
      toast(
        label ? t('ops.moved', { count: names.length, group: label }) : t('ops.ungrouped', { count: names.length }),
      );
      setOpen(false);
      onDone();
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="secondary" onClick={() => setOpen(true)}>
        {t('ops.moveToGroup')}
      </button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('ops.moveToGroup')} centered lockScroll={false}>
        <p>{t('ops.moveWhat', { what: naming(names, kind.slice(0, -1)) })}</p>
        <Select
          label={t('ops.group')}
          data={[{ value: NO_GROUP, label: t('ops.noGroup') }, ...groups]}
          value={group}
          onChange={(v) => setGroup(v ?? NO_GROUP)}
          disabled={Boolean(newName.trim())}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('ops.newGroup')}
          placeholder={t('ops.newGroupName')}
          value={newName}
          onChange={(e) => setNewName(e.currentTarget.value)}
          mt="sm"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
            {t('ops.cancel')}
          </Button>
          <Button loading={busy} onClick={move}>
            {t('ops.move')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
