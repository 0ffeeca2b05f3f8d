import { Link, type LinkProps } from '@tanstack/react-router';
import { buttonClasses } from './button-classes.ts';

interface Step {
  to: LinkProps['to'];
  label: string;
}

/**
 * Where to go from a page that ends the way there (a payment's result, a trip not found): the
 * main way as the filled button, the other outlined beside it, centred under the message.
 */
export function NextStepLinks({ main, other }: { main: Step; other: Step }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={main.to} className={buttonClasses('primary')}>
        {main.label}
      </Link>
      <Link to={other.to} className={buttonClasses('outline')}>
        {other.label}
      </Link>
    </div>
  );
}
