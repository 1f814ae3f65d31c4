import { Alert, Button, Dialog, DialogContent, DialogFooter, RadioGroup, RadioGroupItem, Switch, TextArea, useToast } from '@console/ui';
import { feedbackProblem, RESEARCH_TOOL_FEEDBACK_MAX_LENGTH } from '@console/rules/research-tool';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { AccountInformation } from '../api/account-information';
import { sendResearchToolFeedbackAtom, setResearchToolAtom } from '../atoms/account-information-atoms';
import {
  disableTitle,
  enableTitle,
  GENERIC_FAILURE,
  RESEARCH_TOOL_DISABLED,
  RESEARCH_TOOL_ENABLED,
  stepForToggle,
  type SwitchStep,
} from '../model/research-tool';

export interface ResearchToolSwitchProps {
  info: AccountInformation;
  providerName: string;
}

/**
 * The Features section's AI research tool switch (spec 000 §4): a confirmation before each change, an
 * optional feedback modal after 'Disable tool'. The switch moves only once the licence has changed; a
 * failed change keeps the dialog open with the spec's failure text.
 */
export function ResearchToolSwitch({ info, providerName }: ResearchToolSwitchProps) {
  const tool = info.researchTool;
  const setTool = useAtomValue(setResearchToolAtom);
  const sendFeedback = useAtomValue(sendResearchToolFeedbackAtom);
  const toast = useToast();
  const [step, setStep] = useState<SwitchStep>('idle');
  const [feedback, setFeedback] = useState('');
  const [mayContact, setMayContact] = useState<'yes' | 'no'>('yes');
  const [failed, setFailed] = useState(false);
  const switchRef = useRef<HTMLButtonElement>(null);
  if (!tool) return null;

  const close = () => {
    setStep('idle');
    setFailed(false);
  };
  const change = (active: boolean, afterwards?: () => Promise<void>) => {
    setFailed(false);
    setTool.mutate(
      { licenseId: tool.licenseId, active },
      {
        onSuccess: () => {
          void afterwards?.().catch(() => undefined);
          setStep('idle');
          setFeedback('');
          setMayContact('yes');
          toast.show({ title: active ? RESEARCH_TOOL_ENABLED : RESEARCH_TOOL_DISABLED, variant: 'success' });
        },
        onError: () => setFailed(true),
      },
    );
  };
  const feedbackError = feedbackProblem(feedback);
  const busy = setTool.isPending || sendFeedback.isPending;

  return (
    <>
      <Switch
        ref={switchRef}
        label="AI research tool"
        description={`Let your users ask questions of the content they read with ${providerName}'s AI research tool, announced July 18, 2025.`}
        checked={tool.active}
        onCheckedChange={() => setStep(stepForToggle(tool.active))}
      />
      <Dialog open={step === 'confirm-enable'} onOpenChange={(open) => !open && !busy && close()}>
        <DialogContent
          title={enableTitle(providerName, info.institutionName)}
          description="Your users will be able to use the AI research tool on the content your institution can access."
        >
          {failed && <Alert variant="error">{GENERIC_FAILURE}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button loading={setTool.isPending} loadingText="Enabling" onClick={() => change(true)}>
              Enable tool
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={step === 'confirm-disable'} onOpenChange={(open) => !open && close()}>
        <DialogContent
          title={disableTitle(providerName, info.institutionName)}
          description="Your users will no longer be able to use the AI research tool."
        >
          <DialogFooter>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => setStep('feedback')}>Disable tool</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={step === 'feedback'} onOpenChange={(open) => !open && !busy && close()}>
        <DialogContent title="Help us improve the AI research tool" description="Tell us why you are turning it off. This is optional.">
          <form
            className="mt-4 flex flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (feedbackError || busy) return;
              const input = { siteCode: info.siteCode, feedback, mayContact: mayContact === 'yes' };
              change(false, () => sendFeedback.mutateAsync(input));
            }}
          >
            <TextArea
              label="Your feedback (optional)"
              rows={4}
              characterLimit={RESEARCH_TOOL_FEEDBACK_MAX_LENGTH}
              value={feedback}
              onChange={(event) => setFeedback(event.target.value)}
              error={feedbackError ?? undefined}
            />
            <RadioGroup
              label="Can we contact you"
              orientation="horizontal"
              value={mayContact}
              onValueChange={(value) => setMayContact(value as 'yes' | 'no')}
            >
              <RadioGroupItem value="yes" label="Yes" />
              <RadioGroupItem value="no" label="No" />
            </RadioGroup>
            {failed && <Alert variant="error">{GENERIC_FAILURE}</Alert>}
            <DialogFooter>
              <Button variant="secondary" disabled={busy} onClick={() => change(false)}>
                No, thanks
              </Button>
              <Button type="submit" loading={busy} loadingText="Submitting">
                Submit
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
