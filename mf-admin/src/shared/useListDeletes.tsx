import { useState, type ReactNode } from 'react';
import { Button } from '@shop/ui-kit';
import { DangerZone } from './DangerZone';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useNotify, type ActionTexts } from './useNotify';

/** The toasts of one delete (admin spec §8): each screen keeps its own words. */
export type DeleteToasts = ActionTexts & { success: string };

export interface ListDeletesOptions<T> {
  one: {
    run: (item: T) => Promise<unknown>;
    toasts: DeleteToasts;
    /** The dialog's sentence: what will go ('The FAQ "…" will be deleted.'). */
    describe: (item: T) => ReactNode;
  };
  /** A screen with a Danger Zone: its delete-all call, toasts, dialog sentence, card sentence and button. */
  all?: {
    run: () => Promise<unknown>;
    toasts: DeleteToasts;
    describe: ReactNode;
    zone: { description: string; button: string };
  };
  /** After a delete that succeeded: reload the list. */
  onDeleted: () => void;
  /** Enter pressed before DELETE was typed (the FAQ screen toasts 'Please type DELETE to confirm'). */
  onInvalidAttempt?: () => void;
}

export interface ListDeletes<T> {
  /** Opens the confirmation for one item. */
  askOne: (item: T) => void;
  /** The Danger Zone with its delete-all button (null without `all`); render it only while the list has items. */
  dangerZone: ReactNode;
  /** The DELETE-typed confirmation (admin spec §5), for one item or for all. */
  dialog: ReactNode;
}

type Pending<T> = { kind: 'one'; item: T } | { kind: 'all' } | undefined;

/**
 * Delete one and delete all, with the typed-DELETE confirmation, as every admin list screen does them (issue 34):
 * the screen gives its calls and its texts, the hook keeps what is pending and runs it with the screen's toasts.
 */
export function useListDeletes<T>({
  one,
  all,
  onDeleted,
  onInvalidAttempt,
}: ListDeletesOptions<T>): ListDeletes<T> {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending<T>>();

  const confirm = async () => {
    const target = pending;
    if (!target) return;
    const ok =
      target.kind === 'one'
        ? await notify.run(() => one.run(target.item), one.toasts)
        : all !== undefined && (await notify.run(all.run, all.toasts));
    setPending(undefined);
    if (ok) onDeleted();
  };

  const dangerZone = all && (
    <DangerZone description={all.zone.description}>
      <Button variant="danger" onClick={() => setPending({ kind: 'all' })}>
        {all.zone.button}
      </Button>
    </DangerZone>
  );

  const dialog = (
    <DeleteConfirmDialog
      open={pending !== undefined}
      onCancel={() => setPending(undefined)}
      onConfirm={confirm}
      onInvalidAttempt={onInvalidAttempt}
    >
      {pending?.kind === 'one' ? one.describe(pending.item) : all?.describe}
    </DeleteConfirmDialog>
  );

  return { askOne: (item) => setPending({ kind: 'one', item }), dangerZone: dangerZone ?? null, dialog };
}
