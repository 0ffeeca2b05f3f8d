import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '#app/components/ui/Icon.tsx';

/** The landing page's claims (spec section 1), grouped into six cards. */
const FEATURES: { title: string; text: string; icon: IconName; terms?: string }[] = [
  {
    title: 'Rent Directly from Owners',
    text: 'Deal with the people who own the cars and save up to 40% compared with traditional rental companies.',
    icon: 'discount',
  },
  {
    title: 'Verified Owners',
    text: 'Owners are verified and every listing is reviewed before it goes live, so you know who you are renting from.',
    icon: 'shieldCheck',
  },
  {
    title: 'Secure Payment and Insurance',
    text: 'Pay safely online by card or Mobile Money, with',
    // The promise leads to the protection plans that back it.
    terms: 'insurance coverage on your trip',
    icon: 'card',
  },
  {
    title: 'Instant Booking, 24/7',
    text: 'Book any time of day or night, with pick-up and drop-off at convenient locations.',
    icon: 'clock',
  },
  {
    title: 'Wide Selection',
    text: 'From compact cars to luxury SUVs, in Accra, Kumasi and beyond.',
    icon: 'car',
  },
  {
    title: 'Community You Can Trust',
    text: 'Join a community of renters and owners, where ratings and reviews keep everyone honest.',
    icon: 'starOutline',
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="why-choose" className="mb-10 text-center text-3xl font-bold">
        Why Choose Akwaaba Drive
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={feature.icon} className="size-6" />
            </span>
            <h3 className="mb-2 text-lg font-semibold">{feature.title}</h3>
            <p className="text-stone-600">
              {feature.text}
              {feature.terms && (
                <>
                  {' '}
                  <Link
                    to="/how-it-works"
                    hash="protection"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {feature.terms}
                  </Link>
                  .
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
