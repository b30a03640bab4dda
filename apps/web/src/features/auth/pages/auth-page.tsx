import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { REDIRECT_TO_PARAM } from '@/lib/auth/redirect-to';
import { useAuth } from '@/lib/auth/use-auth';
import { AlreadySignedInPanel } from '../components/already-signed-in-panel';
import { SignedUpNote } from '../components/signed-up-note';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type Tab = 'signin' | 'signup';

/** /auth, /login and /register: Sign In and Sign Up tabs; ?tab=signup opens Sign Up. */
export function AuthPage() {
  const { status } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab: Tab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  const [signedUpEmail, setSignedUpEmail] = useState('');
  // A sign-in in progress ends on the role's page: the signed-in panel is only for someone who
  // opens this page while already signed in, so it must not show while that redirect happens.
  const [isSigningIn, setIsSigningIn] = useState(false);

  // Keep ?redirectTo (where to return after sign-in) across tab switches and sign-up.
  const redirectTo = searchParams.get(REDIRECT_TO_PARAM);
  const keepRedirect = (params: Record<string, string>) =>
    redirectTo ? { ...params, [REDIRECT_TO_PARAM]: redirectTo } : params;

  const onTabChange = (value: string) => {
    setSearchParams(keepRedirect(value === 'signup' ? { tab: 'signup' } : {}), { replace: true });
  };

  const onSignedUp = (email: string) => {
    // Sign-up does not sign in: land on /auth with the Sign In tab, e-mail filled in.
    setSignedUpEmail(email);
    const search = new URLSearchParams(keepRedirect({})).toString();
    void navigate({ pathname: paths.auth, search }, { replace: location.pathname === paths.auth });
  };

  // While the session is being checked the card's heading is already there (it is also the
  // page's first screen in its HTML, src/shell); a signed-in visitor then sees the panel instead.
  return (
    <div className="flex justify-center px-4 py-12">
      {status === 'signed-in' && !isSigningIn ? (
        <AlreadySignedInPanel />
      ) : (
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              Welcome to Thamani
            </CardTitle>
            <CardDescription>Sign in to track your valuations, or create an account to request one.</CardDescription>
          </CardHeader>
          <CardContent>
            {status === 'loading' && !isSigningIn ? (
              <div className="flex min-h-72 items-center justify-center">
                <Spinner size="size-8" label="Loading" />
              </div>
            ) : (
              <Tabs value={tab} onValueChange={onTabChange}>
                <TabsList className="mb-4 grid w-full grid-cols-2">
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="signin">
                  {signedUpEmail ? <SignedUpNote email={signedUpEmail} /> : null}
                  <SignInForm key={signedUpEmail} defaultEmail={signedUpEmail} onSigningIn={setIsSigningIn} />
                </TabsContent>
                <TabsContent value="signup">
                  <SignUpForm onSignedUp={onSignedUp} />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
