import { loginSchema, USER_MESSAGES } from '@akwaaba/domain';
import { createFileRoute, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogin } from '#app/api/account.ts';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useSession } from '#app/api/auth.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { EmailField, PasswordField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard, FooterPrompt } from './-components/auth/AuthCard.tsx';
import { authSearchSchema, safeRedirect } from './-components/auth/auth-search.ts';
import { SuspendedNotice } from './-components/auth/SuspendedNotice.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: authSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  usePageTitle('Log In');
  const search = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  // The address an admin suspended, once the server said so: the screen says how to reach support.
  const [suspended, setSuspended] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, {
    defaultValues: { email: search.email ?? '', password: '' },
  });

  // Signed in (just now, or already): go where the visitor was heading.
  if (session.status === 'signedIn') return <Navigate to={safeRedirect(search.redirect)} replace />;

  const onSubmit = form.handleSubmit((values) => {
    setSuspended(null);
    login.mutate(values, {
      onError: (error) => {
        if (apiProblemOf(error).message === USER_MESSAGES.accountSuspended) {
          setSuspended(values.email);
          return;
        }
        // Spec section 8: an unverified address is sent to verify it, not shown an error.
        if (apiProblemOf(error).message.includes('verify your email')) {
          toast({
            variant: 'destructive',
            title: 'Email not verified',
            description: 'Please verify your email before logging in.',
          });
          void navigate({ to: '/verify-email', search: { email: values.email, redirect: search.redirect } });
          return;
        }
        showServerError(error, 'Login failed', form.setError);
      },
    });
  });

  return (
    <AuthCard
      title="Log in"
      description="Welcome back to Akwaaba Drive."
      footer={
        <FooterPrompt question="New here?" to="/signup" redirect={search.redirect}>
          Create an account
        </FooterPrompt>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {suspended && <SuspendedNotice email={suspended} />}
        <EmailField {...bindField(form, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" {...bindField(form, 'password')} />
        <Link to="/forgot-password" className="justify-self-end text-sm font-medium text-brand-700 underline">
          Forgot your password?
        </Link>
        <SubmitButton pending={login.isPending} pendingLabel="Logging in...">
          Log In
        </SubmitButton>
      </form>
      <p className="border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
        Verified your phone?{' '}
        <Link
          to="/login/phone"
          search={search.redirect ? { redirect: search.redirect } : {}}
          className="font-semibold text-brand-700 underline"
        >
          Log in by SMS code
        </Link>
      </p>
    </AuthCard>
  );
}
