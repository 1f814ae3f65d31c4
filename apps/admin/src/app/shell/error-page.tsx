import { Button, TextLink } from '@console/ui';
import { useEffect, useRef } from 'react';
import { BASE_PATH, EXTERNAL_LINKS } from '../../config/constants';
import { Copyright } from './footer';

/** Heading, advice, support contact and the way home of the error fallback (spec 000 §2). */
export function ErrorPageContent({ providerName }: { providerName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${providerName} Admin: Unable to load page`;
    heading.current?.focus();
  }, [providerName]);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink">
        Unable to load page
      </h1>
      <p className="text-base text-ink">Please refresh the page to try again.</p>
      <p className="text-base text-ink">
        If the problem continues, contact <TextLink href={EXTERNAL_LINKS.support}>{providerName} Support</TextLink>.
      </p>
      <div>
        <Button asChild>
          <a href={BASE_PATH}>Go to homepage</a>
        </Button>
      </div>
    </div>
  );
}

/** The whole-page fallback, with the copyright footer, for an error outside any screen. */
export function ErrorPage({ providerName }: { providerName: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main-content" className="mx-auto w-full max-w-2xl flex-1 px-6 py-16">
        <ErrorPageContent providerName={providerName} />
      </main>
      <footer className="border-t border-divider bg-subtle px-6 py-4">
        <Copyright providerName={providerName} />
      </footer>
    </div>
  );
}
