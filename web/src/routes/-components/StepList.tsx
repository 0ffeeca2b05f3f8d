interface StepListProps {
  heading: string;
  steps: { title: string; text: string }[];
}

/** A numbered list of steps with a heading, as used on How It Works. */
export function StepList({ heading, steps }: StepListProps) {
  return (
    <section>
      <h2 className="mb-6 text-2xl font-bold">{heading}</h2>
      <ol className="grid gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-ink"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-stone-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
