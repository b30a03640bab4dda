import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, type RequestStatus } from '@thamani/domain/requests';
import { SelectField } from '@/components/form/select-field';

const ALL = '';
const OPTIONS = [
  { value: ALL, label: 'All' },
  ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] })),
];

/** "Status": All or one status; undefined means all. */
export function RequestStatusFilter({
  value,
  onChange,
}: {
  value: RequestStatus | undefined;
  onChange: (status: RequestStatus | undefined) => void;
}) {
  return (
    <SelectField
      id="request-status-filter"
      label="Status"
      className="w-full sm:w-56"
      options={OPTIONS}
      value={value ?? ALL}
      onChange={(event) => {
        const next = REQUEST_STATUSES.find((status) => status === event.target.value);
        onChange(next);
      }}
    />
  );
}
