import { Button, Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@console/ui';
import type { ReactNode } from 'react';

/** An info button opening a short explanation (the spec's info modals); focus returns to it on close. */
export function InfoButton({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} closeLabel="Close">
        <div className="mt-3 flex flex-col gap-3 text-ink">{children}</div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
