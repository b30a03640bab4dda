import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { NewRequestForm } from '../components/new-request-form';
import { clearPrefill, readPrefill } from '../request-prefill';

/** /request (signed in): order a valuation; estimator inputs arrive pre-filled. */
export function NewRequestPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the form owns its values from then on.
  const [prefill] = useState(() => readPrefill(location.state));

  const onCreated = (id: string) => {
    clearPrefill();
    void navigate(paths.myRequest(id));
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={paths.myRequests}
        className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to My Requests
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Request a Valuation</h1>
        <p className="text-muted-foreground">
          Tell us about the property. A registered valuer will confirm a site visit with you and prepare a written
          valuation report.
          {prefill ? ' We filled in what you gave the estimator; check it and complete the rest.' : null}
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <NewRequestForm prefill={prefill} onCreated={onCreated} />
        </CardContent>
      </Card>
    </div>
  );
}
