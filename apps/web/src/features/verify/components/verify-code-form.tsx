import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { normalizeVerifyCode } from '../lib/verify-code';

const BAD_CODE = 'Enter the 10-character code printed on the report, e.g. 7K3QD-M9XTP.';

/** Type a code from a printed report and open its verification. */
export function VerifyCodeForm({ label = 'Verification code' }: { label?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      role="search"
      aria-label="Check a verification code"
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = normalizeVerifyCode(value);
        if (!code) {
          setError(BAD_CODE);
          return;
        }
        setError(undefined);
        setValue('');
        void navigate(paths.verify(code));
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder="XXXXX-XXXXX"
          className="max-w-56 font-mono uppercase"
          {...fieldAria(id, error)}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Check code
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
