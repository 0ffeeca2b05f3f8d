import { verifyEmailSchema } from '@akwaaba/domain';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useResendVerification, useVerifyEmail } from '#app/api/account.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { EmailField, TextField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard } from './-components/auth/AuthCard.tsx';
import { emailSearchSchema } from './-components/auth/auth-search.ts';
import { showServerError } from './-components/auth/server-errors.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: emailSearchSchema,
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  usePageTitle('Verify Your Email');
  const { email } = Route.useSearch();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const form = useSchemaForm(verifyEmailSchema, {
    defaultValues: { email: email ?? '', code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Email verified', description: answer.message });
        void navigate({ to: '/login', search: { email: values.email } });
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
        <p>
          Already verified?{' '}
          <Link
            to="/login"
            search={email ? { email } : {}}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton pending={verify.isPending} pendingLabel="Verifying...">
          Verify Email
        </SubmitButton>
      </form>
      <div className="grid gap-2 border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
        <p>Didn't get the code? Check your spam folder, or ask for a new one.</p>
        <button
          type="button"
          onClick={resendCode}
          disabled={resend.isPending}
          className={buttonClasses('outline', 'md', 'justify-self-center')}
        >
          {resend.isPending ? 'Sending...' : 'Resend code'}
        </button>
      </div>
    </AuthCard>
  );
}
