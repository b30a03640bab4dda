const STEPS = [
  {
    title: 'Submit your request',
    text: 'Tell us about the property — its location, type, size and title details — and why you need the valuation.',
  },
  {
    title: 'A registered valuer is assigned',
    text: 'Your request goes to a valuer registered with the Valuers Registration Board who knows the area. You can see who has it and follow its status.',
  },
  {
    title: 'Site visit and inspection',
    text: 'The valuer agrees a weekday visit with you, inspects the land and buildings, measures, photographs and checks the documents against what is on the ground.',
  },
  {
    title: 'Report drafting and quality review',
    text: 'The valuer analyses recent comparable sales and rents and writes the report, which is reviewed for quality before it is approved.',
  },
  {
    title: 'Report delivery',
    text: 'The signed report is released to you in your account, ready to share with your bank, insurer, advocate or buyer.',
  },
] as const;

export function ProcessSteps() {
  return (
    <ol className="grid gap-4">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div className="grid gap-1">
            <h3 className="font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
