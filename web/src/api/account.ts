import type {
  CloseAccountInput,
  ForgotPasswordData,
  IdentityVerificationInput,
  LoginInput,
  ResetPasswordData,
  SignupInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from '@akwaaba/domain';
import { accountsContract as accounts } from '@akwaaba/domain/accounts/accounts.contract';
import type { PhoneNumberInput, PhoneSignInInput } from '@akwaaba/domain/accounts/phone-code.schemas';
import type { AnswerOf } from '@akwaaba/domain/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, type User } from './auth.ts';
import { callOperation, downloadOperation, urlOf } from './calls.ts';

/*
 * The account calls of spec section 7. Sign-in state lives in the current-user query
 * (GET /api/auth/user): logging in fills it with the answer, so no second request is needed.
 */

export type MessageAnswer = AnswerOf<typeof accounts.verifyEmail>;

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) => callOperation(accounts.signup, { body: input }),
  });
}

/**
 * A call after which who is signed in is known without asking: the current user becomes
 * `userAfter` of its answer (null: nobody). `startOver` first drops everything cached, for
 * lists that differ for the new user.
 */
function useSessionChange<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  userAfter: (answer: Answer) => User | null,
  startOver = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (startOver) queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, userAfter(answer));
    },
  });
}

/** Signs in: the answer is the current user, and nothing cached for the visitor is kept. */
export const useLogin = () =>
  useSessionChange(
    (input: LoginInput) => callOperation(accounts.login, { body: input }),
    (user) => user,
    true,
  );

/** Verifies the address with its code, which signs the new account in: the answer is the current user. */
export const useVerifyEmail = () =>
  useSessionChange(
    (input: VerifyEmailInput) => callOperation(accounts.verifyEmail, { body: input }),
    (user) => user,
    true,
  );

export function useResendVerification() {
  return useMutation({
    mutationFn: (input: { email: string }) => callOperation(accounts.resendVerification, { body: input }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordData) => callOperation(accounts.forgotPassword, { body: input }),
  });
}

/** A reset ends every session, this browser's too. */
export const useResetPassword = () =>
  useSessionChange(
    (input: ResetPasswordData) => callOperation(accounts.resetPassword, { body: input }),
    () => null,
  );

/** Profile edits answer the whole user, which replaces the cached one. */
export const useUpdateProfile = () =>
  useSessionChange(
    (input: UpdateProfileInput) => callOperation(accounts.updateProfile, { body: input }),
    (user) => user,
  );

export const useUpdateIdentityDocuments = () =>
  useSessionChange(
    (input: IdentityVerificationInput) => callOperation(accounts.updateIdentityDocuments, { body: input }),
    (user) => user,
  );

/** Where the owner opens one of their private identity documents (a redirect to a short-lived link). */
export const identityDocumentHref = (kind: 'driver-license' | 'national-id') =>
  urlOf(accounts.identityDocument, { kind });

/** Everything the product holds about the signed-in user, as a JSON file to save. */
export function useExportMyData() {
  return useMutation({ mutationFn: () => downloadOperation(accounts.exportData) });
}

/** Closing the account ends every session, this one's too: nobody is signed in after, and nothing cached is kept. */
export const useCloseAccount = () =>
  useSessionChange(
    (input: CloseAccountInput) => callOperation(accounts.closeAccount, { body: input }),
    () => null,
    true,
  );

/** Texts a code to the number the signed-in user typed, to verify it (docs/adr/0041). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: PhoneNumberInput) => callOperation(accounts.sendPhoneCode, { body: input }),
  });
}

/** The texted code verifies the number: the answer is the user, now with it verified. */
export const useVerifyPhone = () =>
  useSessionChange(
    (input: { code: string }) => callOperation(accounts.verifyPhone, { body: input }),
    (user) => user,
  );

/** Texts a sign-in code to an account's verified number (answered alike for any number). */
export function useStartPhoneSignIn() {
  return useMutation({
    mutationFn: (input: PhoneNumberInput) => callOperation(accounts.startPhoneSignIn, { body: input }),
  });
}

/** Signs in with the number and its texted code: the answer is the current user, and nothing cached for the visitor is kept. */
export const usePhoneSignIn = () =>
  useSessionChange(
    (input: PhoneSignInInput) => callOperation(accounts.phoneSignIn, { body: input }),
    (user) => user,
    true,
  );
