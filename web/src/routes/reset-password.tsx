import { resetPasswordFormSchema } from '@akwaaba/domain';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useResetPassword } from '#app/api/account.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PasswordField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard } from './-components/auth/AuthCard.tsx';
import { resetSearchSchema } from './-components/auth/auth-search.ts';
import { NewPasswordField } from './-components/auth/NewPasswordField.tsx';

/** Spec section 9: after a successful reset, to login after 3 s. */
export const RESET_REDIRECT_DELAY_MS = 3000;

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, {
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!token)
      toast({
        variant: 'destructive',
        title: 'Invalid Reset Link',
        description: 'This link has no reset token. Please ask for a new one.',
      });
  }, [token]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const askAgain = (
    <Link to="/forgot-password" className={buttonClasses('outline', 'md', 'w-full')}>
      Ask for a new link
    </Link>
  );

  if (!token) {
    return (
      <AuthCard
        title="Invalid reset link"
        description="This link has no reset token. Please ask for a new one."
      >
        {askAgain}
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password reset">
        <p role="status" className="text-stone-700">
          {reset.data.message} Taking you to log in...
        </p>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          Log in now
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ token: formToken, password }) =>
    reset.mutate(
      { token: formToken, password },
      {
        onError: (error) =>
          showServerError(
            error,
            'Reset Failed',
            form.setError,
            'Failed to reset password. The link may have expired.',
          ),
      },
    ),
  );

  return (
    <AuthCard
      title="Choose a new password"
      description="After the reset, every device signed in to your account is signed out."
      footer={reset.isError ? askAgain : undefined}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {errors.token?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.token.message}
          </p>
        )}
        <NewPasswordField label="New password" {...bindField(form, 'password')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...bindField(form, 'confirmPassword')}
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Resetting...">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
