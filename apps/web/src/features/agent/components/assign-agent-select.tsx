import type { AgentSummary } from '@thamani/domain/requests';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type AssignAgentSelectProps = {
  requestId: string;
  /** The agent now assigned, if any. */
  value: string | null;
  agents: readonly AgentSummary[];
  disabled?: boolean;
  onAssign: (agentId: string) => void;
};

/** Admin only: (re)assign a request to any agent, from the queue row. */
export function AssignAgentSelect({ requestId, value, agents, disabled, onAssign }: AssignAgentSelectProps) {
  const id = `assign-${requestId}`;
  return (
    // minmax(0, 1fr): a long agent name is clipped inside the trigger instead of widening the row.
    <div className="grid max-w-full min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
      <Label htmlFor={id} className="text-xs">
        Assign
      </Label>
      <Select value={value ?? undefined} onValueChange={onAssign} disabled={disabled || agents.length === 0}>
        {/* A long agent name truncates inside the trigger (Radix's SelectValue takes no className). */}
        <SelectTrigger id={id} className="h-8 min-w-44 [&>span]:min-w-0 [&>span]:truncate [&>svg]:shrink-0">
          <SelectValue placeholder={agents.length === 0 ? 'No agents' : 'Choose an agent'} />
        </SelectTrigger>
        <SelectContent>
          {agents.map((agent) => (
            <SelectItem key={agent.id} value={agent.id}>
              {agent.fullName}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
