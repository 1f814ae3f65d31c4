import type { ReactNode } from 'react';
import { Footer } from './footer';
import { LoginHeader } from './login-header';

/** Login and catch-all pages: no sidebars (spec 000 §2). */
export function LoginLayout({ providerName, children }: { providerName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <LoginHeader providerName={providerName} />
      <main id="main-content" tabIndex={-1} className="flex-1 px-6 py-6 focus:outline-none">
        {children}
      </main>
      <Footer providerName={providerName} />
    </div>
  );
}
