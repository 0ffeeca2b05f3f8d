import { signupSchema } from '@akwaaba/domain';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useSignup } from '#app/api/account.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { EmailField, PasswordField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AuthCard } from './-components/auth/AuthCard.tsx';
import { emailSearchSchema } from './-components/auth/auth-search.ts';
import { showServerError } from './-components/auth/server-errors.ts';
import { NameFields } from './-components/profile/NameFields.tsx';

export const Route = createFileRoute('/signup')({
  validateSearch: emailSearchSchema,
  component: SignupPage,
});

function SignupPage() {
  usePageTitle('Sign Up');
  const { email } = Route.useSearch();
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useSchemaForm(signupSchema, {
    defaultValues: { email: email ?? '', password: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Check your email', description: answer.message });
        void navigate({ to: '/verify-email', search: { email: answer.email } });
      },
      onError: (error) => showServerError(error, 'Signup failed', form.setError),
    }),
  );

  return (
    <AuthCard
      title="Create your account"
      description="Rent cars from owners across Ghana, or list your own."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NameFields
          firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
          lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton pending={signup.isPending} pendingLabel="Creating account...">
          Sign Up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
