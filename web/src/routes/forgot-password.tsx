import { forgotPasswordSchema } from '@akwaaba/domain';
import { createFileRoute } from '@tanstack/react-router';
import { useForgotPassword } from '#app/api/account.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { EmailField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard, FooterPrompt } from './-components/auth/AuthCard.tsx';
import { authSearchSchema } from './-components/auth/auth-search.ts';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: authSearchSchema,
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const { email } = Route.useSearch();
  const forgot = useForgotPassword();
  const form = useSchemaForm(forgotPasswordSchema, {
    defaultValues: { email: email ?? '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (error) =>
        showServerError(
          error,
          'Failed to send password reset email',
          form.setError,
          'Failed to send password reset email',
        ),
    }),
  );

  const footer = (
    <FooterPrompt question="Remembered it?" to="/login">
      Log in
    </FooterPrompt>
  );

  if (forgot.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={footer}>
        <p role="status" className="text-stone-700">
          {forgot.data.message}
        </p>
        {forgot.data.devResetUrl && (
          <p className="rounded-lg bg-gold-100 p-3 text-sm text-ink">
            Development mode: the e-mail is in the{' '}
            <a href={forgot.data.devResetUrl} className="font-semibold underline">
              development outbox
            </a>
            .
          </p>
        )}
        <button
          type="button"
          onClick={() => forgot.reset()}
          className="justify-self-start text-sm text-brand-700 underline"
        >
          Use another email address
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField {...bindField(form, 'email')} />
        <SubmitButton pending={forgot.isPending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
