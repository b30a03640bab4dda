import { displayName } from '@thamani/domain/me';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** The signed-in menu: name (or e-mail), e-mail, "Role: {role}", Your account, Sign Out. */
export function AccountMenu() {
  const { me, email, role, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const userEmail = me?.user.email ?? email ?? '';
  const name = displayName(me?.profile.fullName, userEmail);

  const handleSignOut = async () => {
    setSigningOut(true);
    // In the navigation bar a sign-out failure is only logged, never shown.
    await signOut({ quiet: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* On a phone the button is the account icon alone (the Menu button beside it holds the
            navigation); wider, the name truncates when the bar is full; the menu shows it in full. */}
        <Button variant="outline" className="max-w-[16rem] shrink px-2.5 sm:min-w-[4.5rem] sm:px-4" aria-label={name}>
          <UserRound aria-hidden="true" />
          <span className="hidden min-w-0 truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="hidden opacity-60 sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-1rem)]">
        {/* Long names and e-mails wrap anywhere rather than widen the menu or hide their end. */}
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="wrap-anywhere">{name}</span>
          <span className="text-xs font-normal wrap-anywhere text-muted-foreground">{userEmail}</span>
          <span className="text-xs font-normal text-muted-foreground">Role: {role}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <Settings aria-hidden="true" />
            Your account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={signingOut} onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
