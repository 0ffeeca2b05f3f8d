import type { ComponentProps } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PhoneField } from '#app/components/ui/Field.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';

/*
 * What the two phone-code screens share (docs/adr/0041): Profile's phone verification and
 * logging in by SMS code each ask a mobile number, then offer a new code or another number.
 */

/** The mobile number a code is texted to. */
export function MobileNumberField(props: Omit<ComponentProps<typeof PhoneField>, 'label'>) {
  return <PhoneField label="Mobile number" autoComplete="tel" placeholder="024 123 4567" {...props} />;
}

/** Under the code's field: text a new code to the same number, or go back to type another. */
export function NewCodeButtons({
  onSendAgain,
  sending,
  onOtherNumber,
}: {
  onSendAgain: () => void;
  sending: boolean;
  onOtherNumber: () => void;
}) {
  return (
    <>
      <PendingButton
        onClick={onSendAgain}
        pending={sending}
        pendingLabel="Sending..."
        className={buttonClasses('outline')}
      >
        Send a new code
      </PendingButton>
      <button type="button" onClick={onOtherNumber} className={buttonClasses('ghost')}>
        Use another number
      </button>
    </>
  );
}
