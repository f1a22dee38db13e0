import net from 'node:net';
import { withinWait } from './withinWait';

/** A connected pair of sockets on this machine. */
async function socketPair() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
  const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
  await new Promise((resolve) => client.once('connect', resolve));
  const sender = await accepted;
  return {
    sender,
    client,
    close: () => {
      client.destroy();
      sender.destroy();
      server.close();
    },
  };
}

const blockFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

it('gives an answer that arrived while the thread was busy past the wait', async () => {
  const { sender, client, close } = await socketPair();
  try {
    const answer = new Promise<string>((resolve) => client.once('data', (data) => resolve(String(data))));
    const waited = withinWait(answer, 20);
    sender.write('the answer');
    // Busy past the wait, as a render thread is under load: the answer is in the socket meanwhile.
    blockFor(150);

    expect(await waited).toBe('the answer');
  } finally {
    close();
  }
});

it('gives up on an answer that does not come within the wait', async () => {
  const started = Date.now();

  expect(await withinWait(new Promise(() => undefined), 50)).toBeUndefined();
  expect(Date.now() - started).toBeGreaterThanOrEqual(45);
});

it('gives an answer that comes in time', async () => {
  expect(await withinWait(Promise.resolve('soon'), 1000)).toBe('soon');
});
