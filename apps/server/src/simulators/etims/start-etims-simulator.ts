import Fastify from 'fastify';
import { etimsSimulator } from './etims-simulator.ts';
import {
  createEtimsSimulatorState,
  type EtimsSimulatorMode,
  type EtimsSimulatorOptions,
  type SimulatedSale,
} from './simulator-state.ts';

export interface RunningEtimsSimulator {
  /** The base URL the eTIMS client is given (ETIMS_URL), without a trailing slash. */
  url: string;
  setMode(mode: EtimsSimulatorMode, options?: { slowMs?: number }): void;
  sales(): SimulatedSale[];
  reset(): void;
  close(): Promise<void>;
}

/** The simulator on its own port (0: any free one), for tests and the demo. */
export async function startEtimsSimulator(
  options: EtimsSimulatorOptions & { port?: number; host?: string; prefix?: string },
): Promise<RunningEtimsSimulator> {
  const { port = 0, host = '127.0.0.1', prefix = '/etims-api', ...simulator } = options;
  const state = createEtimsSimulatorState(simulator);
  const app = Fastify({ logger: false });
  await app.register(etimsSimulator, { state, prefix });
  const address = await app.listen({ port, host });
  return {
    url: `${address}${prefix}`,
    setMode: (mode, more) => {
      state.mode = mode;
      state.slowMs = more?.slowMs ?? state.slowMs;
    },
    sales: () => state.sales(),
    reset: () => state.reset(),
    close: () => app.close(),
  };
}
