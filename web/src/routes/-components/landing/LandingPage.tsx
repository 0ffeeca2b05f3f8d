import { ClosingCta } from './ClosingCta.tsx';
import { Hero } from './Hero.tsx';
import { WhyChoose } from './WhyChoose.tsx';

export function LandingPage() {
  return (
    <>
      <Hero />
      <WhyChoose />
      <ClosingCta />
    </>
  );
}
