import { phoneCodeSchema, phoneNumberSchema } from '@akwaaba/domain/accounts/phone-code.schemas';
import { phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import { phoneNumberForForm } from '@akwaaba/domain/shared/phone-number';
import { useState } from 'react';
import { useSendPhoneCode, useVerifyPhone } from '#app/api/account.ts';
import type { User } from '#app/api/auth.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Badge } from '#app/components/ui/Badge.tsx';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { OneTimeCodeField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { MobileNumberField, NewCodeButtons } from '../auth/PhoneCodeParts.tsx';

/**
 * The holder's mobile number proved with a 6-digit code texted to it (docs/adr/0041): once
 * verified, the other party of a booking sees it is, and it signs them in by SMS code. Two
 * steps: the number (the profile's, or another), then the code texted to it.
 */
export function PhoneVerificationCard({ user }: { user: User }) {
  // The number the latest code went to (E.164), while its code is being typed.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const numberForm = useSchemaForm(phoneNumberSchema, {
    values: { phoneNumber: user.phoneNumber ? phoneNumberForForm(user.phoneNumber) : '' },
    resetOptions: { keepDirtyValues: true },
  });
  const codeForm = useSchemaForm(phoneCodeSchema, { defaultValues: { code: '' } });

  const sendCode = (phoneNumber: string) =>
    send.mutate(
      { phoneNumber },
      {
        onSuccess: (answer) => {
          setSentTo(answer.phoneNumber);
          codeForm.reset({ code: '' });
          toast({ title: 'Code sent', description: answer.message });
        },
        onError: (error) => showServerError(error, 'Code not sent', numberForm.setError),
      },
    );

  const onSendCode = numberForm.handleSubmit(({ phoneNumber }) => sendCode(phoneNumber));
  const onVerify = codeForm.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (verified) => {
        setSentTo(null);
        toast({
          title: 'Phone number verified',
          description: `${phoneNumberShown(verified.phoneNumber ?? '')} is verified. You can sign in with it by SMS code.`,
        });
      },
      onError: (error) => showServerError(error, 'Not verified', codeForm.setError),
    }),
  );

  if (user.phoneVerified && user.phoneNumber && !sentTo)
    return (
      <CardSection title="Phone verification">
        <p className="flex flex-wrap items-center gap-2 text-stone-700">
          <Badge label="Verified" tone="good" />
          <span>
            <strong className="text-ink">{phoneNumberShown(user.phoneNumber)}</strong> is your verified
            number.
          </span>
        </p>
        <p className="text-sm text-stone-600">
          Renters and hosts you book with see that it is verified, and you can sign in with it by SMS code.
          Changing your phone number above asks for a new code.
        </p>
      </CardSection>
    );

  return (
    <CardSection title="Phone verification">
      {sentTo ? (
        <form onSubmit={onVerify} noValidate className="grid gap-4">
          <p className="text-stone-700" aria-live="polite">
            Enter the 6-digit code we texted to{' '}
            <strong className="text-ink">{phoneNumberShown(sentTo)}</strong>. It works for 10 minutes.
          </p>
          <OneTimeCodeField label="Code from the text message" {...bindField(codeForm, 'code')} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={verify.isPending} pendingLabel="Verifying..." layout="start">
              Verify Number
            </SubmitButton>
            <NewCodeButtons
              onSendAgain={() => sendCode(sentTo)}
              sending={send.isPending}
              onOtherNumber={() => setSentTo(null)}
            />
          </div>
        </form>
      ) : (
        <form onSubmit={onSendCode} noValidate className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Badge label="Not verified" tone="lapsed" />
            Verify your mobile number with a code we text to it. Then you can sign in with it by SMS code.
          </p>
          <MobileNumberField {...bindField(numberForm, 'phoneNumber')} />
          <SubmitButton pending={send.isPending} pendingLabel="Sending..." layout="start">
            Text Me a Code
          </SubmitButton>
        </form>
      )}
    </CardSection>
  );
}
