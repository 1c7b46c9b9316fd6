import net from 'node:net';

/**
 * Listens on the port for a moment and lets go: a port another process holds is said before the
 * database opens. Found only at the real listen, the demo accounts had been seeded and their
 * passwords printed "only this once" by a start that then failed.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const taken = error.code === 'EADDRINUSE';
      reject(new Error(taken ? `PORT ${port} is already in use (EADDRINUSE): stop what holds it, or set PORT to a free port` : `cannot listen on PORT ${port}: ${error.message}`));
    });
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
