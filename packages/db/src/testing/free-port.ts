// A port the OS says is free on 127.0.0.1, for a test's PGlite owner or `serve`.
// Ports worked out from the process id overlapped between the test processes that
// run side by side (db and storefront suites at once), and two owners then raced
// for one port (EADDRINUSE); the OS hands out ephemeral ports in turn, so one just
// freed here is not handed to another process at once.
import net from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
