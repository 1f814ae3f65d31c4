import { Alert, Button, Dialog, DialogContent, DialogFooter, TextArea } from '@console/ui';
import { useState, type FormEvent } from 'react';
import { sendFeedback } from '../api/feedback';
import { feedbackError, FEEDBACK_MAX_LENGTH } from '../model/feedback';

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the feedback was stored. */
  onSent: () => void;
  page: string;
  siteCode: string;
}

const FAILURE = 'We are unable to complete your request, please try again or contact support';

/** The Send Feedback modal of the side navigation; a failed send keeps what the user typed. */
export function FeedbackDialog({ open, onOpenChange, onSent, page, siteCode }: FeedbackDialogProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const validation = feedbackError(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (validation) return;
    setSending(true);
    setFailure(null);
    try {
      await sendFeedback({ text, page, siteCode });
      setText('');
      onSent();
    } catch {
      setFailure(FAILURE);
    } finally {
      setSending(false);
    }
  }

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
            description={`Up to ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters.`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            error={validation ?? undefined}
          />
          {failure && <Alert variant="error">{failure}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} loadingText="Submitting">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
