/** The top navigation's links (spec section 2), shared by the header bar and the small-screen drawer. */
export const MAIN_LINKS = [
  { to: '/cars', label: 'Browse Cars' },
  { to: '/how-it-works', label: 'How It Works' },
] as const;
