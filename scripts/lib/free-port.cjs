// Ports for the servers the scripts and tests start: whether one is free, and one nothing holds.
const net = require('node:net');

/** Whether nothing listens on the port (a server bound to any address would refuse this bind). */
const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A loopback port the kernel found free, for a server that must be told its port before it starts. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

module.exports = { isFree, freePort };
