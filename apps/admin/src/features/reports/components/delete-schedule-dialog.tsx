import { ConfirmModal, useToast } from '@console/ui';
import { useAtomValue } from 'jotai';
import { logEvent } from '../../../lib/log-event';
import type { ScheduleItem } from '../api/reports';
import { deleteScheduleAtom } from '../atoms/reports-atoms';
import { SCHEDULE_DELETED_TOAST } from '../model/history';

export interface DeleteScheduleDialogProps {
  /** The schedule whose deletion is being confirmed; null: the dialog is closed. */
  pending: ScheduleItem | null;
  onClose: () => void;
  /** The site code the failure is logged against. */
  siteCode?: string;
}

/**
 * "Delete report schedule" (spec 001 §4): the schedule becomes inactive. Its own chunk (the reports screen loads it
 * when the Scheduled Reports tab shows): nothing on the page's first paint needs a dialog.
 */
export function DeleteScheduleDialog({ pending, onClose, siteCode }: DeleteScheduleDialogProps) {
  const toast = useToast();
  const deleteSchedule = useAtomValue(deleteScheduleAtom);
  return (
    <ConfirmModal
      open={pending !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      header="Delete report schedule"
      text={pending ? `Delete the schedule ${pending.schedule_name}? No more reports will be sent for it.` : ''}
      confirmLabel="Delete"
      variant="danger"
      onConfirm={async () => {
        if (!pending) return;
        try {
          await deleteSchedule.mutateAsync(pending.id);
          toast.show({ title: SCHEDULE_DELETED_TOAST, variant: 'success' });
        } catch (error) {
          logEvent('admin_error', { message: 'There was an error inactivating schedule', id: pending.id }, siteCode);
          throw error;
        }
      }}
    />
  );
}
