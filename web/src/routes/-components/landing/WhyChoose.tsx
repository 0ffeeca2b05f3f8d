import type { ReactNode } from 'react';

/** The landing page's claims (spec section 1), grouped into six cards. */
const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Rent Directly from Owners',
    text: 'Deal with the people who own the cars and save up to 40% compared with traditional rental companies.',
    icon: (
      <>
        <path d="M19 5L5 19" />
        <circle cx="7" cy="7" r="2.5" />
        <circle cx="17" cy="17" r="2.5" />
      </>
    ),
  },
  {
    title: 'Verified Owners',
    text: 'Owners are verified and every listing is reviewed before it goes live, so you know who you are renting from.',
    icon: <path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6l7-3zm-3 9l2 2 4-4" />,
  },
  {
    title: 'Secure Payment and Insurance',
    text: 'Pay safely online by card or Mobile Money, with insurance coverage on your trip.',
    icon: <path d="M4 7h16v10H4zM4 11h16M8 15h3" />,
  },
  {
    title: 'Instant Booking, 24/7',
    text: 'Book any time of day or night, with pick-up and drop-off at convenient locations.',
    icon: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  },
  {
    title: 'Wide Selection',
    text: 'From compact cars to luxury SUVs, in Accra, Kumasi and beyond.',
    icon: <path d="M5 16h14M6.5 16v2M17.5 16v2M4 16v-4l2-5h12l2 5v4" />,
  },
  {
    title: 'Community You Can Trust',
    text: 'Join a community of renters and owners, where ratings and reviews keep everyone honest.',
    icon: <path d="M12 4l2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4L4.2 9.7l5.4-.8L12 4z" />,
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
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                {feature.icon}
              </svg>
            </span>
            <h3 className="mb-2 text-lg font-semibold">{feature.title}</h3>
            <p className="text-stone-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
