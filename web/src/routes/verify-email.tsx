import { verifyEmailSchema } from '@akwaaba/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useResendVerification, useVerifyEmail } from '#app/api/account.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { EmailField, OneTimeCodeField } from '#app/components/ui/Field.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard, FooterPrompt } from './-components/auth/AuthCard.tsx';
import { authSearchSchema, safeRedirect } from './-components/auth/auth-search.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: authSearchSchema,
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  usePageTitle('Verify Your Email');
  const { email, redirect } = Route.useSearch();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const form = useSchemaForm(verifyEmailSchema, {
    defaultValues: { email: email ?? '', code: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      // The code signs the new account in: on to where they were going.
      onSuccess: (user) => {
        toast({ title: 'Email verified', description: `Welcome to Akwaaba Drive, ${user.firstName}!` });
        void navigate({ to: safeRedirect(redirect) });
      },
      onError: (error) => showServerError(error, 'Verification failed', form.setError),
    }),
  );

  const resendCode = async () => {
    if (!(await form.trigger('email'))) return;
    resend.mutate(
      { email: form.getValues('email').trim() },
      {
        onSuccess: (answer) => toast({ title: 'Code sent', description: answer.message }),
        onError: (error) => showServerError(error, 'Failed to resend code', form.setError),
      },
    );
  };

  return (
    <AuthCard
      title="Verify your email"
      description={
        email ? (
          <>
            We sent a 6-digit code to <strong className="text-ink">{email}</strong>. It works for 10 minutes.
          </>
        ) : (
          'Enter your email address and the 6-digit code we sent you. It works for 10 minutes.'
        )
      }
      footer={
        <FooterPrompt question="Already verified?" to="/login" email={email} redirect={redirect}>
          Log in
        </FooterPrompt>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField {...bindField(form, 'email')} />
        <OneTimeCodeField label="Verification code" {...bindField(form, 'code')} />
        <SubmitButton pending={verify.isPending} pendingLabel="Verifying...">
          Verify Email
        </SubmitButton>
      </form>
      <div className="grid gap-2 border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
        <p>Didn't get the code? Check your spam folder, or ask for a new one.</p>
        <PendingButton
          onClick={resendCode}
          pending={resend.isPending}
          pendingLabel="Sending..."
          className={buttonClasses('outline', 'md', 'justify-self-center')}
        >
          Resend code
        </PendingButton>
      </div>
    </AuthCard>
  );
}
