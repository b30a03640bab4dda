export function WelcomeBanner({ name }: { name: string }) {
  return (
    <header className="grid gap-1 rounded-xl bg-primary px-6 py-8 text-primary-foreground">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {name}!</h1>
      <p className="opacity-90">Track your valuation requests and see what needs your attention.</p>
    </header>
  );
}
