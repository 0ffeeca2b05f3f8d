import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. 'Already have an account? Log in'. */
  footer?: ReactNode;
}

/** The frame of every authentication screen: one narrow card, centred, readable on a small phone. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <header className="grid gap-2">
          <h1 id="auth-title" className="text-2xl font-bold text-ink">
            {title}
          </h1>
          {description && <div className="text-sm text-stone-600">{description}</div>}
        </header>
        {children}
      </section>
      {footer && <div className="grid gap-2 text-center text-sm text-stone-700">{footer}</div>}
    </div>
  );
}

/** A line of the footer: the visitor's likely question and the screen that answers it. */
export function FooterPrompt({
  question,
  to,
  email,
  redirect,
  children,
}: {
  question: string;
  to: '/login' | '/signup';
  /** The address to carry over, when the visitor gave one. */
  email?: string | undefined;
  /** Where the visitor was going, to carry over. */
  redirect?: string | undefined;
  children: string;
}) {
  return (
    <p>
      {question}{' '}
      <Link
        to={to}
        search={{ ...(email ? { email } : {}), ...(redirect ? { redirect } : {}) }}
        className="font-semibold text-brand-700 underline"
      >
        {children}
      </Link>
    </p>
  );
}
