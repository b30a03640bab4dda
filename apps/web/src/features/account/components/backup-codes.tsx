import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Backup codes, shown once: each signs in one time when the phone is not at hand. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = `Thamani backup codes\nEach code signs you in once. Keep them somewhere safe.\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them yourself.');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'thamani-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="backup-codes-title" className="grid gap-3 rounded-md border p-4">
      <h2 id="backup-codes-title" className="font-semibold">
        Your backup codes
      </h2>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. This is the only time they are shown: copy or download them now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-1 gap-1 font-mono text-sm min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download (.txt)
        </Button>
      </div>
    </section>
  );
}
