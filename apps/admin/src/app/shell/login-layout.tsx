import type { ReactNode } from 'react';
import { Footer } from './footer';
import { LoginHeader } from './login-header';

/** Login and catch-all pages: no sidebars (spec 000 §2). */
export function LoginLayout({ providerName, children }: { providerName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <LoginHeader providerName={providerName} />
      <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none min-[700px]:px-6">
        {children}
      </main>
      <Footer providerName={providerName} />
    </div>
  );
}
