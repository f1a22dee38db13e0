import net from 'node:net';
import {
  countStored,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from './routes/enquiries/enquiry-fixtures';
import { buildTestApp, type TestApp } from './testing/test-app';

// A client that sends its request a byte at a time must not hold a socket for as long as it likes.

const TIMEOUT_MS = 2000;
// Node looks for overdue requests once a second; the rest is room for a loaded machine.
const MARGIN_MS = 2500;

let testApp: TestApp;
let destination: FixtureDestination;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  [destination] = (await useDestinations(testApp.db)) as [FixtureDestination];
});
afterAll(async () => {
  await testApp.close();
});

interface Dripped {
  /** Whether the server closed the connection before the client gave up waiting. */
  closedByServer: boolean;
  afterMs: number;
  /** What the server sent before closing. */
  answer: string;
}

/**
 * Sends `head` at once, then `rest` one byte every 500 ms, until the server closes the connection or
 * the timeout and its margin have passed.
 */
function drip(head: string, rest: string): Promise<Dripped> {
  const { port } = new URL(testApp.origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedByServer, afterMs: Date.now() - started, answer });
    };
    const giveUp = setTimeout(() => finish(false), TIMEOUT_MS + MARGIN_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      ticker = setInterval(() => {
        if (sent < rest.length) socket.write(rest[sent++] ?? '');
      }, 500);
    });
  });
}

const requestHead = (body: string) =>
  [
    'POST /api/v1/enquiries/ HTTP/1.1',
    `Host: 127.0.0.1`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    '',
  ].join('\r\n');

it('answers 408 and cuts off a body sent a byte every 500 ms, storing nothing', async () => {
  const before = await countStored(testApp.db);
  const body = JSON.stringify(modalEnquiry(destination, { full_name: 'Slow Loris' }));

  const { closedByServer, afterMs, answer } = await drip(requestHead(body), body);

  expect(closedByServer).toBe(true);
  // Cut for its slowness, at the timeout, not refused for anything else.
  expect(afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
  expect(answer === '' || answer.startsWith('HTTP/1.1 408 ')).toBe(true);
  expect(await countStored(testApp.db)).toEqual(before);
});

it('cuts off headers sent a byte every 500 ms', async () => {
  const body = JSON.stringify(modalEnquiry(destination));
  const head = requestHead(body);

  const { closedByServer, answer } = await drip(head.slice(0, 20), head.slice(20));

  expect(closedByServer).toBe(true);
  expect(answer === '' || answer.startsWith('HTTP/1.1 408 ')).toBe(true);
});

it('still takes an enquiry sent at a normal pace', async () => {
  const before = await countStored(testApp.db);
  const response = await postEnquiry(testApp.origin, modalEnquiry(destination));

  expect(response.status).toBe(201);
  expect((await countStored(testApp.db)).enquiries).toBe(before.enquiries + 1);
});
