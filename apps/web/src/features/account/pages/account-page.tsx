import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '../api/get-account';
import { DevicesList } from '../components/devices-list';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorSection } from '../components/two-factor-section';

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
  return (
    <Card className="scroll-mt-20" id={`${id}-section`}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /account — everyone's own account: details, password, two-factor sign-in, signed-in devices. */
export function AccountPage() {
  const account = useAccount();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Your account</h1>
      <Section id="account-details" title="Your details" description="Your name appears on requests, reports and messages.">
        {account.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {account.isError ? <p role="alert">Could not load your details. {account.error.message}</p> : null}
        {/* A fresher copy (the query cache is restored from storage at load) starts the form again. */}
        {account.data ? <ProfileForm key={JSON.stringify(account.data)} account={account.data} /> : null}
      </Section>
      <Section id="account-password" title="Password" description="Enter your current password to choose a new one.">
        <PasswordForm />
      </Section>
      <Section id="account-two-factor" title="Two-factor sign-in" description="A code from your phone as well as your password.">
        <TwoFactorSection />
      </Section>
      <Section id="account-devices" title="Signed-in devices" description="Where your account is signed in now. Sign out any you do not recognise.">
        <DevicesList />
      </Section>
    </div>
  );
}
