import { useState, type ReactNode } from 'react';
import { Button } from '@shop/ui-kit';
import { DangerZone } from './DangerZone';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useNotify, type FailureText } from './useNotify';

/** The toasts of one delete (admin spec §8): each screen keeps its own words. */
export interface DeleteToasts {
  success: string;
  failure: FailureText;
}

export interface ListDeletesOptions<T> {
  deleteOne: (item: T) => Promise<unknown>;
  deleteAll: () => Promise<unknown>;
  toasts: { one: DeleteToasts; all: DeleteToasts };
  /** The dialog's sentence: what will go ('The FAQ "…" will be deleted.'). */
  describeOne: (item: T) => string;
  describeAll: string;
  /** The Danger Zone's sentence and its button ('Delete All FAQs'). */
  zone: { description: string; button: string };
  /** After a delete that succeeded: reload the list. */
  onDeleted: () => void;
  /** Enter pressed before DELETE was typed (the FAQ screen toasts 'Please type DELETE to confirm'). */
  onInvalidAttempt?: () => void;
}

export interface ListDeletes<T> {
  /** Opens the confirmation for one item. */
  askOne: (item: T) => void;
  /** The Danger Zone with its delete-all button; render it only while the list has items. */
  dangerZone: ReactNode;
  /** The DELETE-typed confirmation (admin spec §5), for one item or for all. */
  dialog: ReactNode;
}

type Pending<T> = { kind: 'one'; item: T } | { kind: 'all' } | undefined;

/**
 * Delete one and delete all, with the typed-DELETE confirmation, as every admin list screen does them (issue 34):
 * the screen gives its calls and its texts, the hook keeps what is pending and runs it with the screen's toasts.
 */
export function useListDeletes<T>(options: ListDeletesOptions<T>): ListDeletes<T> {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending<T>>();

  const confirm = async () => {
    const target = pending;
    if (!target) return;
    const { deleteAll, deleteOne, toasts } = options;
    const ok =
      target.kind === 'all'
        ? await notify.run(deleteAll, toasts.all)
        : await notify.run(() => deleteOne(target.item), toasts.one);
    setPending(undefined);
    if (ok) options.onDeleted();
  };

  const dangerZone = (
    <DangerZone description={options.zone.description}>
      <Button variant="danger" onClick={() => setPending({ kind: 'all' })}>
        {options.zone.button}
      </Button>
    </DangerZone>
  );

  const dialog = (
    <DeleteConfirmDialog
      open={pending !== undefined}
      onCancel={() => setPending(undefined)}
      onConfirm={confirm}
      onInvalidAttempt={options.onInvalidAttempt}
    >
      {pending?.kind === 'one' ? options.describeOne(pending.item) : options.describeAll}
    </DeleteConfirmDialog>
  );

  return { askOne: (item) => setPending({ kind: 'one', item }), dangerZone, dialog };
}
