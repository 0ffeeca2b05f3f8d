import { signupSchema } from '@akwaaba/domain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSignup } from '#app/api/account.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { EmailField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard, FooterPrompt } from './-components/auth/AuthCard.tsx';
import { authSearchSchema } from './-components/auth/auth-search.ts';
import { NewPasswordField } from './-components/auth/NewPasswordField.tsx';
import { NameFields } from './-components/profile/NameFields.tsx';

export const Route = createFileRoute('/signup')({
  validateSearch: authSearchSchema,
  component: SignupPage,
});

function SignupPage() {
  usePageTitle('Sign Up');
  const { email, redirect } = Route.useSearch();
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useSchemaForm(signupSchema, {
    defaultValues: { email: email ?? '', password: '', firstName: '', lastName: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Check your email', description: answer.message });
        void navigate({ to: '/verify-email', search: { email: answer.email, redirect } });
      },
      onError: (error) => showServerError(error, 'Signup failed', form.setError),
    }),
  );

  return (
    <AuthCard
      title="Create your account"
      description="Rent cars from owners across Ghana, or list your own."
      footer={
        <FooterPrompt question="Already have an account?" to="/login" redirect={redirect}>
          Log in
        </FooterPrompt>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NameFields firstName={bindField(form, 'firstName')} lastName={bindField(form, 'lastName')} />
        <EmailField {...bindField(form, 'email')} />
        <NewPasswordField label="Password" {...bindField(form, 'password')} />
        <SubmitButton pending={signup.isPending} pendingLabel="Creating account...">
          Sign Up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
