/** GET /api/agents: the valuers a request can be assigned to, or filtered by. One entry for every screen that lists them. */
export const agentKeys = {
  all: ['agents'] as const,
};
