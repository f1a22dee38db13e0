// A DNS server that knows one name, whose address a test changes as a redeploy would: enough for nginx's
// resolver (A queries over UDP), so the deployment test proves nginx looks the API up again.
import dgram from 'node:dgram';

const HEADER_BYTES = 12;
const TYPE_A = 1;
const RESPONSE_AUTHORITATIVE = 0x8400;
const NAME_ERROR = 3;

/** The answer to `query` (RFC 1035 4.1): `address` for `name`, no record for another type, else NXDOMAIN. */
function answer(query: Buffer, name: string, address: string): Buffer | undefined {
  const labels: string[] = [];
  let offset = HEADER_BYTES;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset] ?? 0;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += length + 1;
  }
  // The question ends with its zero label, type and class.
  if (offset + 5 > query.length) return undefined;
  const known = labels.join('.').toLowerCase() === name;
  const records =
    known && query.readUInt16BE(offset + 1) === TYPE_A
      ? [
          // The name (a pointer to the question's), type A, class IN, a one-second TTL, four bytes.
          Buffer.from([0xc0, HEADER_BYTES, 0, TYPE_A, 0, 1, 0, 0, 0, 1, 0, 4]),
          Buffer.from(address.split('.').map(Number)),
        ]
      : [];
  const header = Buffer.alloc(HEADER_BYTES);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(RESPONSE_AUTHORITATIVE | (known ? 0 : NAME_ERROR), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length / 2, 6);
  return Buffer.concat([header, query.subarray(HEADER_BYTES, offset + 5), ...records]);
}

export async function startDnsServer(name: string, address: string) {
  let current = address;
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const reply = query.length > HEADER_BYTES ? answer(query, name, current) : undefined;
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    /** host:port, as nginx's `resolver` takes it. */
    address: `127.0.0.1:${socket.address().port}`,
    moveTo: (next: string) => {
      current = next;
    },
    close: () => socket.close(),
  };
}
