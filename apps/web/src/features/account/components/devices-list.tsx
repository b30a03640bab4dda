import { ACCOUNT_MESSAGES, type Device } from '@thamani/domain/account';
import { formatDateTime } from '@thamani/domain/display';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDevices } from '../api/get-devices';
import { useRevokeDevice, useRevokeOtherDevices } from '../api/revoke-devices';

function failed(error: unknown) {
  toast.error('Could not sign that device out', { description: error instanceof Error ? error.message : String(error) });
}

function DeviceRow({ device }: { device: Device }) {
  const revoke = useRevokeDevice();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b py-3 last:border-b-0">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device.label}
          {device.isCurrent ? <Badge variant="success">{ACCOUNT_MESSAGES.thisDevice}</Badge> : null}
        </p>
        <p className="text-muted-foreground">IP address: {device.ipAddress ?? 'not known'}</p>
        <p className="text-muted-foreground">Signed in {formatDateTime(device.signedInAt)}</p>
        <p className="text-muted-foreground">Last active {formatDateTime(device.lastActiveAt)}</p>
      </div>
      {device.isCurrent ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Sign out ${device.label}, signed in ${formatDateTime(device.signedInAt)}`}
          onClick={() =>
            revoke.mutate(device.id, { onSuccess: () => toast.success(ACCOUNT_MESSAGES.deviceSignedOut), onError: failed })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The devices signed in to this account, this one marked; any other can be signed out at once. */
export function DevicesList() {
  const devices = useDevices();
  const revokeOthers = useRevokeOtherDevices();
  if (devices.isPending) {
    return <Skeleton className="h-24 w-full" />;
  }
  if (devices.isError) {
    return <p role="alert">Could not load your devices. {devices.error.message}</p>;
  }
  const items = devices.data.items;
  const others = items.filter((d) => !d.isCurrent).length;
  return (
    <div className="grid gap-3">
      <ul aria-label="Signed-in devices">
        {items.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </ul>
      {others > 0 ? (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate(undefined, { onSuccess: () => toast.success(ACCOUNT_MESSAGES.otherDevicesSignedOut), onError: failed })}
        >
          Sign out all other devices
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">No other device is signed in.</p>
      )}
    </div>
  );
}
