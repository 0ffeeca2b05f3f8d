import { useEffect, useState } from 'react';
import { HttpError } from '#app/api/http.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import {
  type PhonePushState,
  phonePushState,
  pushSupported,
  turnPhonePushOff,
  turnPhonePushOn,
} from './phone-push.ts';

const HINT: Record<PhonePushState, string> = {
  on: 'This phone shows your notifications, even when Akwaaba Drive is closed.',
  off: 'Get your notifications on this phone, even when Akwaaba Drive is closed.',
  blocked:
    'Notifications are blocked for Akwaaba Drive in this browser. Allow them in its site settings, then turn this on.',
};

/**
 * "Notifications on this phone": a switch for pushed notifications, shown only where the
 * browser can receive them. It asks for permission when tapped, never on its own.
 */
export function PhonePushSetting() {
  // Read after the first render: the server's render and the browser's first one show nothing.
  const [state, setState] = useState<PhonePushState | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    phonePushState()
      .then((now) => current && setState(now))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, []);

  if (state === null) return null;
  const on = state === 'on';

  async function toggle() {
    setPending(true);
    try {
      const now = on ? await turnPhonePushOff() : await turnPhonePushOn();
      setState(now);
      if (now === 'on')
        toast({ title: 'Notifications on', description: 'This phone will show your notifications.' });
      if (on && now === 'off')
        toast({ title: 'Notifications off', description: 'This phone will not show them.' });
    } catch (failure) {
      if (failure instanceof HttpError) showServerError(failure, on ? 'Still on' : 'Not turned on');
      else
        toast({
          variant: 'destructive',
          title: on ? 'Still on' : 'Not turned on',
          description: 'Your browser could not do it just now. Please try again.',
        });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="phone-push-label" className="grid gap-2 rounded-xl bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <span id="phone-push-label" className="text-lg font-semibold">
          Notifications on this phone
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="phone-push-label"
          aria-describedby="phone-push-hint"
          disabled={pending}
          onClick={() => void toggle()}
          // A 44-pixel target around the drawn switch, as the product's other controls.
          className="inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-full disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`inline-flex h-8 w-14 items-center rounded-full transition-colors ${
              on ? 'bg-brand-700' : 'bg-stone-300'
            }`}
          >
            <span
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
                on ? 'translate-x-7' : 'translate-x-1'
              }`}
            />
          </span>
        </button>
      </div>
      <p id="phone-push-hint" className="text-sm text-stone-600">
        {HINT[state]}
      </p>
    </section>
  );
}
