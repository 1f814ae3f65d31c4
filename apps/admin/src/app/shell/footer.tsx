import { TextLink } from '@console/ui';
import { EXTERNAL_LINKS } from '../../config/constants';

/** "© 2000–{current year}" line shared by the footer and the error page (spec 000 §2). */
export function Copyright({ providerName }: { providerName: string }) {
  return (
    <p className="text-sm text-muted">
      © 2000–{new Date().getFullYear()} {providerName}. All rights reserved.
    </p>
  );
}

const FOOTER_LINKS = [
  { label: 'Terms and Conditions of Use', href: EXTERNAL_LINKS.terms },
  { label: 'Privacy Policy', href: EXTERNAL_LINKS.privacy },
  { label: 'Cookie Policy', href: EXTERNAL_LINKS.cookies },
  { label: 'Accessibility', href: EXTERNAL_LINKS.accessibility },
] as const;

export function Footer({ providerName }: { providerName: string }) {
  return (
    <footer className="border-t border-divider bg-subtle px-4 py-6 min-[700px]:px-6">
      <nav aria-label="Legal">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {FOOTER_LINKS.map((item) => (
            <li key={item.label}>
              <TextLink href={item.href} className="text-sm">
                {item.label}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 max-w-3xl text-sm text-ink">
        {providerName} is part of a not-for-profit organization helping the academic community use digital technologies to preserve the
        scholarly record and to advance research and teaching in sustainable ways.
      </p>
      <div className="mt-2">
        <Copyright providerName={providerName} />
      </div>
    </footer>
  );
}
