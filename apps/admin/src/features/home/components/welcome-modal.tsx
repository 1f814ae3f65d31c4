import { Button, Dialog, DialogContent, DialogFooter } from '@console/ui';
import { useState } from 'react';
import { rememberWelcomeSeen, welcomeSeen } from '../model/welcome';

/** Shown once per publisher user, remembered per user id in local storage (spec 000 §2). */
export function WelcomeModal({ userId, providerName }: { userId: string; providerName: string }) {
  const [open, setOpen] = useState(() => !welcomeSeen(userId));
  const close = () => {
    rememberWelcomeSeen(userId);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        title={`Welcome to ${providerName} Admin`}
        description="Your dashboard shows which institutions, countries and items use your content most, for the past 4 weeks, 6 months and 12 months. It updates every Monday."
        showClose={false}
      >
        <DialogFooter>
          <Button onClick={close}>OK</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
