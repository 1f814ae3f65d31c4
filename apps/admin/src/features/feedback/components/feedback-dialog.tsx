import { formatNumber } from '@console/rules/format';
import { Alert, Button, Dialog, DialogContent, DialogFooter, TextArea } from '@console/ui';
import { useAtomValue } from 'jotai';
import { serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { sendFeedbackAtom } from '../atoms/feedback-atoms';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_SERVER_ERRORS, validateFeedback } from '../model/feedback';

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the feedback was stored. */
  onSent: () => void;
  page: string;
  siteCode: string;
}

/** The Send Feedback modal of the side navigation; a failed send keeps what the user typed. */
export function FeedbackDialog({ open, onOpenChange, onSent, page, siteCode }: FeedbackDialogProps) {
  const send = useAtomValue(sendFeedbackAtom);
  const form = useForm({
    initialValues: { text: '' },
    validate: validateFeedback,
    // The length limit is worth seeing while typing, not only after Submit.
    showErrors: 'change',
    serverError: serverErrorMessage(send.error, FEEDBACK_SERVER_ERRORS),
    pending: send.isPending,
  });

  const submit = form.handleSubmit(({ text }) =>
    send.mutate(
      { text, page, siteCode },
      {
        onSuccess: () => {
          form.reset();
          onSent();
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Send Feedback"
        description="Tell us what works well and what could be better in the admin console."
        closeLabel="Close feedback"
      >
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2" noValidate>
          <TextArea
            label="Your feedback (optional)"
            description={`Up to ${formatNumber(FEEDBACK_MAX_LENGTH)} characters.`}
            rows={5}
            {...form.textField('text')}
          />
          {form.formError && <Alert variant="error">{form.formError}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending} loadingText="Submitting">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
