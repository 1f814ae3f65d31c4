import { isValidEmail } from '@console/rules/users';
import { Alert, Button, Dialog, DialogContent, DialogFooter, EmailPillInput } from '@console/ui';
import { useAtomValue } from 'jotai';
import { serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { addUsersAtom } from '../atoms/user-management-atoms';
import { ADD_USERS_SERVER_ERRORS, validateAddUsers } from '../model/add-users';

export interface AddUsersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the users were added (the screen shows the toast and the first page). */
  onAdded: () => void;
}

/** Add users (spec 000 §4, §5): email pills, the spec's messages, a failed add keeps every pill. */
export function AddUsersDialog({ open, onOpenChange, onAdded }: AddUsersDialogProps) {
  const add = useAtomValue(addUsersAtom);
  const form = useForm<{ emails: string[] }>({
    initialValues: { emails: [] },
    validate: validateAddUsers,
    serverError: serverErrorMessage(add.error, ADD_USERS_SERVER_ERRORS),
    pending: add.isPending,
  });
  const emailsRef = form.refFor('emails');

  const submit = form.handleSubmit(({ emails }) =>
    add.mutate(emails, {
      onSuccess: () => {
        form.reset();
        add.reset();
        onAdded();
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) add.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Add users"
        description="Enter the email addresses of the users to invite, separated by commas, spaces or line breaks."
        closeLabel="Close add users"
      >
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2" noValidate>
          <div ref={(element) => emailsRef(element?.querySelector('input') ?? null)}>
            <EmailPillInput
              label="Email addresses"
              value={form.values.emails}
              onValueChange={(emails) => form.setValue('emails', emails)}
              validate={isValidEmail}
              error={form.errorFor('emails')}
              placeholder="name@university.edu"
            />
          </div>
          {form.formError && <Alert variant="error">{form.formError}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} loadingText="Adding users">
              Add users
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
