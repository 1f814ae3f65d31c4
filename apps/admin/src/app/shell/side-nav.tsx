import { Button, useToast } from '@console/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useState, type Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { providerNameAtom } from '../../state/session';
import { hasCollectionsAtom, isEbaParticipantAtom } from '../../state/site';
import type { UserState } from '../../state/user-state';
import { navFor, type NavItem } from '../navigation';

// The feedback modal's code loads only when someone opens it.
const FeedbackDialog = lazy(() =>
  import('../../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

const itemClass =
  'flex min-h-target items-center rounded px-3 py-1.5 text-ink hover:bg-subtle aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary-hover';

interface NavEntryProps {
  item: NavItem;
  location: string;
  onFeedback: () => void;
  onNavigate: () => void;
}

function NavEntry({ item, location, onFeedback, onNavigate }: NavEntryProps) {
  const groupId = useId();
  switch (item.kind) {
    case 'link': {
      const current = location === item.to || (item.to === '/home' && location === '/');
      return (
        <li>
          <Link href={item.to} className={itemClass} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      );
    }
    case 'external':
      return (
        <li>
          <a href={item.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
            {item.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      );
    case 'note':
      return <li className="px-3 py-1.5 text-muted">{item.label}</li>;
    case 'group':
      return (
        <li className="mt-2">
          <span id={groupId} className="block px-3 py-1 text-xs font-bold tracking-wide text-muted uppercase">
            {item.label}
          </span>
          <ul aria-labelledby={groupId} className="ml-2 flex flex-col gap-0.5">
            {item.items.map((child) => (
              <NavEntry key={child.label} item={child} location={location} onFeedback={onFeedback} onNavigate={onNavigate} />
            ))}
          </ul>
        </li>
      );
    case 'feedback':
      return (
        <li className="mt-2 px-1">
          <Button variant="secondary" size="sm" onClick={onFeedback}>
            {item.label}
          </Button>
        </li>
      );
  }
}

export interface SideNavProps {
  user: UserState;
  /** Id the header's Menu button points at (`aria-controls`). */
  id?: string;
  ref?: Ref<HTMLElement>;
  /** Under 48rem the navigation shows only while the Menu disclosure is open; at 48rem and up, always. */
  menuOpen?: boolean;
  /** An in-app link was chosen (the shell closes the Menu disclosure). */
  onNavigate?: () => void;
}

/** The side navigation for the user's role (spec 000 §2, §6). */
export function SideNav({ user, id, ref, menuOpen = false, onNavigate = () => undefined }: SideNavProps) {
  const [location] = useLocation();
  const providerName = useAtomValue(providerNameAtom);
  const isEbaParticipant = useAtomValue(isEbaParticipantAtom);
  const hasCollections = useAtomValue(hasCollectionsAtom);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const toast = useToast();
  const items = navFor(user, { providerName, isEbaParticipant, hasCollections });

  return (
    <nav
      ref={ref}
      id={id}
      aria-label="Main"
      className={`w-full shrink-0 border-divider bg-surface p-3 md:w-60 md:border-r ${menuOpen ? 'max-md:border-b' : 'max-md:hidden'}`}
    >
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <NavEntry key={item.label} item={item} location={location} onFeedback={() => setFeedbackOpen(true)} onNavigate={onNavigate} />
        ))}
      </ul>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={feedbackOpen}
            onOpenChange={setFeedbackOpen}
            page={location}
            siteCode={user.selectedInstitution}
            onSent={() => {
              setFeedbackOpen(false);
              toast.show({ variant: 'success', title: 'Thank you for your feedback.' });
            }}
          />
        </Suspense>
      )}
    </nav>
  );
}
