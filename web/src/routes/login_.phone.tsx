import { USER_MESSAGES } from '@akwaaba/domain';
import { phoneNumberSchema, phoneSignInSchema } from '@akwaaba/domain/accounts/phone-code.schemas';
import { phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import { createFileRoute, Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePhoneSignIn, useStartPhoneSignIn } from '#app/api/account.ts';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useSession } from '#app/api/auth.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { OneTimeCodeField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard, FooterPrompt } from './-components/auth/AuthCard.tsx';
import { authSearchSchema, safeRedirect } from './-components/auth/auth-search.ts';
import { MobileNumberField, NewCodeButtons } from './-components/auth/PhoneCodeParts.tsx';

export const Route = createFileRoute('/login_/phone')({
  validateSearch: authSearchSchema,
  component: PhoneLoginPage,
});

/**
 * Sign in with a verified mobile number and a code texted to it, without the password
 * (docs/adr/0041): the number first, then the code. Every number is answered alike, so the
 * screen says "if" until the code works.
 */
function PhoneLoginPage() {
  usePageTitle('Log In by SMS Code');
  const search = Route.useSearch();
  const session = useSession();
  // The number the code was texted to (E.164), once asked for.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const start = useStartPhoneSignIn();
  const signIn = usePhoneSignIn();
  const numberForm = useSchemaForm(phoneNumberSchema, { defaultValues: { phoneNumber: '' } });
  const codeForm = useSchemaForm(phoneSignInSchema, { defaultValues: { phoneNumber: '', code: '' } });

  if (session.status === 'signedIn') return <Navigate to={safeRedirect(search.redirect)} replace />;

  const sendCode = (phoneNumber: string) =>
    start.mutate(
      { phoneNumber },
      {
        onSuccess: (answer) => {
          setSentTo(answer.phoneNumber);
          codeForm.reset({ phoneNumber: answer.phoneNumber, code: '' });
          toast({ title: 'Code sent', description: answer.message });
        },
        onError: (error) => showServerError(error, 'Code not sent', numberForm.setError),
      },
    );

  const onSendCode = numberForm.handleSubmit(({ phoneNumber }) => sendCode(phoneNumber));
  const onSignIn = codeForm.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (user) => toast({ title: 'Logged in', description: `Welcome back, ${user.firstName}!` }),
      onError: (error) => {
        const { message } = apiProblemOf(error);
        showServerError(
          error,
          message === USER_MESSAGES.accountSuspended ? 'Account suspended' : 'Login failed',
          codeForm.setError,
        );
      },
    }),
  );

  return (
    <AuthCard
      title="Log in by SMS code"
      description={
        sentTo ? (
          <>
            If <strong className="text-ink">{phoneNumberShown(sentTo)}</strong> is the verified number of an
            account, we texted it a 6-digit code. It works for 10 minutes.
          </>
        ) : (
          'Enter the mobile number you verified on your profile. We will text it a 6-digit code.'
        )
      }
      footer={
        <>
          <p>
            <Link to="/login" search={search} className="font-semibold text-brand-700 underline">
              Log in with your email and password
            </Link>
          </p>
          <FooterPrompt question="New here?" to="/signup" redirect={search.redirect}>
            Create an account
          </FooterPrompt>
        </>
      }
    >
      {sentTo ? (
        <form onSubmit={onSignIn} noValidate className="grid gap-4">
          <OneTimeCodeField label="Code from the text message" {...bindField(codeForm, 'code')} />
          <SubmitButton pending={signIn.isPending} pendingLabel="Logging in...">
            Log In
          </SubmitButton>
          <div className="flex flex-wrap justify-center gap-3">
            <NewCodeButtons
              onSendAgain={() => sendCode(sentTo)}
              sending={start.isPending}
              onOtherNumber={() => setSentTo(null)}
            />
          </div>
        </form>
      ) : (
        <form onSubmit={onSendCode} noValidate className="grid gap-4">
          <MobileNumberField {...bindField(numberForm, 'phoneNumber')} />
          <SubmitButton pending={start.isPending} pendingLabel="Sending...">
            Text Me a Code
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
