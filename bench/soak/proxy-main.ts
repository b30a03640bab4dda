/**
 * The soak's round-robin proxy as a process of its own (`node --import tsx proxy-main.ts <port>
 * <backend url>…`), so the capacity run can measure its CPU apart from the load generator's.
 * Prints `listening <url>` once it accepts connections; stops on SIGTERM.
 */
import { RoundRobinProxy } from './proxy.ts';

const [port, ...backends] = process.argv.slice(2);
if (!port || backends.length === 0) {
  throw new Error('usage: proxy-main.ts <port> <backend url>...');
}
const proxy = new RoundRobinProxy(backends, { keepLog: false });
const url = await proxy.listen(Number(port));
process.stdout.write(`listening ${url}\n`);
process.on('SIGTERM', () => {
  void proxy.close().then(() => process.exit(0));
});
