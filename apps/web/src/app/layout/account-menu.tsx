import { displayName } from '@thamani/domain/me';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import type { NavLinkItem } from './nav-links';

/** The signed-in menu: name (or e-mail), e-mail, "Role: {role}", role links on small screens, Sign Out. */
export function AccountMenu({ links }: { links: NavLinkItem[] }) {
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
        {/* The button gives way first when the bar is full (a phone, a tablet beside the role
            links): the name truncates down to the two icons; the menu shows it in full. */}
        <Button variant="outline" className="max-w-[16rem] min-w-[4.5rem] shrink px-3 sm:px-4" aria-label={name}>
          <UserRound aria-hidden="true" />
          <span className="min-w-0 truncate">{name}</span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
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
        <DropdownMenuGroup className="md:hidden">
          {links.map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
        </DropdownMenuGroup>
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
