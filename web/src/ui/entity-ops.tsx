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
  const count = `${names.length} ${names.length === 1 ? singular : `${singular}s`}`;
  const listed = names.slice(0, 5).map((n) => `"${n}"`);
  if (names.length > 5) listed.push(`and ${names.length - 5} more`);
  return `${count}: ${listed.join(', ')}`;
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
  const [busy, setBusy] = useState(false);
  if (archived)
    return (
      <ConfirmButton
        className="secondary"
        question={`Restore ${singular} "${name}"? It is listed, offered in pickers and routed again.`}
        done={`Restored ${singular} "${name}"`}
        onConfirm={async () => {
          await ops.restore(id);
          onChanged();
        }}
      >
        Restore
      </ConfirmButton>
    );
  return (
    <>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        aria-label={`Clone ${name}`}
        onClick={async () => {
          setBusy(true);
          try {
            await ops.clone(id);
            toast(`Cloned ${singular} "${name}" as "${name} (copy)"`);
            onChanged();
          } catch (error) {
            toastError(messageOf(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        Clone
      </button>
      <ConfirmButton
        className="secondary"
        question={
          `Archive ${singular} "${name}"? It leaves the lists and pickers` +
          `${singular === 'campaign' ? ' and its link stops routing' : ''}; its statistics stay. ` +
          'Restore it from the archived view.'
        }
        done={`Archived ${singular} "${name}"`}
        onConfirm={async () => {
          await ops.archive(id);
          onChanged();
        }}
      >
        Archive
      </ConfirmButton>
    </>
  );
}

/** Live rows or archived rows (the archive is where a row is restored). */
export function ArchivedToggle({ archived, onChange }: { archived: boolean; onChange: (a: boolean) => void }) {
  return (
    <label className="inline-check">
      <input type="checkbox" checked={archived} onChange={(e) => onChange(e.target.checked)} /> Show archived
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
  const names = selected.map((s) => s.name);
  const ids = selected.map((s) => s.id);
  const action = (act: BulkAction, verb: string, done: string, className = 'secondary', note = '') => (
    <ConfirmButton
      className={className}
      question={`${verb} ${naming(names, singular)}?${note}`}
      done={`${done} ${names.length} ${names.length === 1 ? singular : `${singular}s`}`}
      onConfirm={async () => {
        await ops.bulk({ ids, action: act });
        onDone();
      }}
    >
      {verb}
    </ConfirmButton>
  );
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Selected rows">
      <strong>{selected.length} selected</strong>
      {!archived && ops.onOff && action('on' as BulkAction, 'Switch on', 'Switched on')}
      {!archived && ops.onOff && action('off' as BulkAction, 'Switch off', 'Switched off')}
      {!archived && extra}
      {!archived && ops.groups && <MoveToGroup kind={ops.groups} ops={ops} ids={ids} names={names} onDone={onDone} />}
      {archived
        ? action('restore' as BulkAction, 'Restore', 'Restored')
        : action('archive' as BulkAction, 'Archive', 'Archived', 'secondary', ' Their statistics stay.')}
      {canDelete && action('delete' as BulkAction, 'Delete', 'Deleted', 'danger', ' This cannot be undone.')}
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
      toast(label ? `Moved ${names.length} to group "${label}"` : `Took ${names.length} out of their group`);
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
        Move to group
      </button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Move to group" centered lockScroll={false}>
        <p>Move {naming(names, kind.slice(0, -1))}:</p>
        <Select
          label="Group"
          data={[{ value: NO_GROUP, label: 'No group' }, ...groups]}
          value={group}
          onChange={(v) => setGroup(v ?? NO_GROUP)}
          disabled={Boolean(newName.trim())}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Or a new group"
          placeholder="Name of a new group"
          value={newName}
          onChange={(e) => setNewName(e.currentTarget.value)}
          mt="sm"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
            Cancel
          </Button>
          <Button loading={busy} onClick={move}>
            Move
          </Button>
        </Group>
      </Modal>
    </>
  );
}
