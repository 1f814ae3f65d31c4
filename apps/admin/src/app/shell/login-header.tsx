import { SkipLink, TextLink } from '@console/ui';
import { BASE_PATH, EXTERNAL_LINKS } from '../../config/constants';

/** The brand: a plain link home, so it works before the router exists (login) and inside it. */
export function Brand({ providerName }: { providerName: string }) {
  return (
    <a href={`${BASE_PATH}/`} className="rounded-sm text-xl font-bold text-brand">
      {providerName} Admin
    </a>
  );
}

/** Header of the login page: brand and the public links (spec 000 §2 "Header"). */
export function LoginHeader({ providerName }: { providerName: string }) {
  return (
    <header className="border-b border-divider bg-surface">
      <SkipLink />
      <div className="flex flex-wrap items-center justify-between gap-4 px-4 py-3 min-[700px]:px-6">
        <Brand providerName={providerName} />
        <nav aria-label="Site">
          <ul className="flex flex-wrap gap-6">
            <li>
              <TextLink href={EXTERNAL_LINKS.forLibrarians}>For Librarians</TextLink>
            </li>
            <li>
              <TextLink href={EXTERNAL_LINKS.forPublishers}>For Publishers</TextLink>
            </li>
            <li>
              <TextLink href={EXTERNAL_LINKS.support}>Support</TextLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
