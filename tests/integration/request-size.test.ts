/**
 * One client cannot stall a process (decision 040): every door bounds what a request may make the
 * server read before it reads it. A body over MAX_BODY_BYTES answers 413 before it arrives (a
 * chunked one is cut at the limit), a socket message over it closes the socket, a document over
 * GRAPHQL_MAX_QUERY_CHARS is refused before it is parsed, one with more selections than
 * GRAPHQL_MAX_FIELDS before it is validated, and an input list longer than INPUT_MAX_ENTRIES
 * before GraphQL or zod walks its entries.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { config } from '../../src/platform/config.ts';
import { ask, servers, socket } from '../support/sockets.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
const sv = servers(() => s.services);
let port: number;
beforeAll(async () => {
  s = await createTestStack();
  port = sv.listen();
});
afterAll(async () => {
  sv.stopAll();
  await s?.close();
});

const TOO_LARGE = {
  errors: [
    {
      message: `Payload Too Large: a request body can be at most ${config.maxBodyBytes} bytes`,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    },
  ],
};

/**
 * A raw HTTP/1.1 exchange: writes `head`, then each of `chunks`, and resolves with the status and
 * body of the answer as soon as it is complete, while the connection is still open (so a body the
 * client has not finished sending cannot have been read by the server). Rejects after 10 s.
 */
function rawExchange(head: string, chunks: string[] = []): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const conn: Socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      conn.destroy();
      reject(new Error(`no answer within 10 s; got: ${text.slice(0, 200)}`));
    }, 10_000);
    const done = (v: { status: number; body: string }) => {
      clearTimeout(timer);
      conn.destroy();
      resolve(v);
    };
    conn.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    conn.on('data', (d) => {
      text += d.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1]);
      const body = text.slice(end + 4);
      if (Number.isFinite(length) && body.length >= length) done({ status, body: body.slice(0, length) });
    });
    conn.on('connect', () => {
      conn.write(head);
      for (const c of chunks) conn.write(c);
    });
  });
}

const headOf = (path: string, extra: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`;
/** One chunk of chunked transfer encoding. */
const chunk = (data: string) => `${data.length.toString(16)}\r\n${data}\r\n`;

describe('request bodies over the limit', () => {
  test('a body announced over the limit answers 413 with the limit in its message before a byte of it is sent', async () => {
    for (const path of ['/graphql', '/trpc/accounts.logout']) {
      // ten megabytes announced, none sent: an answer can only come from a server that did not wait for them
      const r = await rawExchange(headOf(path, 'Content-Length: 10000000\r\n'));
      expect(r.status, path).toBe(413);
      expect(JSON.parse(r.body), path).toEqual(TOO_LARGE);
    }
  });

  test('a chunked body without a length is cut at the limit: 413 while the client is still sending', async () => {
    const piece = 'x'.repeat(16 * 1024);
    // a little over the limit in 16 KiB chunks, and never the closing chunk
    const chunks = Array.from({ length: Math.ceil(config.maxBodyBytes / piece.length) + 1 }, () => chunk(piece));
    for (const path of ['/graphql', '/trpc/accounts.logout']) {
      const r = await rawExchange(headOf(path, 'Transfer-Encoding: chunked\r\n'), chunks);
      expect(r.status, path).toBe(413);
      expect(JSON.parse(r.body), path).toEqual(TOO_LARGE);
    }
    // a chunked body under the limit is answered as any other
    const query = JSON.stringify({ query: '{ worlds { id } }' });
    const ok = await rawExchange(headOf('/graphql', 'Transfer-Encoding: chunked\r\n'), [
      chunk(query.slice(0, 10)),
      chunk(query.slice(10)),
      '0\r\n\r\n',
    ]);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).data.worlds.length).toBeGreaterThan(0);
  });

  test('a 200,000-entry list variable is 413 at the door; the largest real operation (a 20,000-character page) is not', async () => {
    const units = Array.from({ length: 200_000 }, () => ({ type: 'ranger', count: 1 }));
    const body = JSON.stringify({
      query: 'mutation($m: ID!, $u: [UnitCountInput!]!) { deployMission(missionId: $m, units: $u) { id } }',
      variables: { m: '00000000-0000-0000-0000-000000000000', u: units },
    });
    const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual(TOO_LARGE);
    // an admin writing the rules at full length in three-byte characters: 60 KB
    const admin = await s.adminToken();
    const page = '€'.repeat(20_000);
    const write = await s.gql(
      'mutation($b: String!) { adminWritePage(slug: "rules", body: $b, reason: "full length") { body } }',
      { b: page },
      admin,
    );
    expect(write.status).toBe(200);
    expect(write.errors).toBeUndefined();
    expect(write.data?.adminWritePage).toEqual({ body: page });
  });

  test('a socket message over the limit closes the socket with 1009', async () => {
    const sock = socket(port);
    await sock.connected;
    const huge = `{ worlds { id } }${' '.repeat(config.wsMaxMessageBytes)}`;
    sock.client.subscribe({ query: huge }, { next: () => {}, error: () => {}, complete: () => {} });
    expect(await sock.closed).toEqual({ code: 1009, reason: 'Received too big message' });
  });
});

describe('documents and lists bounded before they are read', () => {
  const complexity = { message: 'COMPLEXITY_REACHED', extensions: { code: 'COMPLEXITY_REACHED' } };

  test('a document longer than the bound is refused before it is parsed, over HTTP and over the socket', async () => {
    // padded to the bound it is answered; one character more, refused (not even its syntax is read)
    const fits = `{ worlds { id } }${' '.repeat(config.graphqlMaxQueryChars - 17)}`;
    expect(fits.length).toBe(config.graphqlMaxQueryChars);
    expect((await s.gql(fits)).data?.worlds).toBeTruthy();
    const over = `{ worlds { id } ${'x'.repeat(config.graphqlMaxQueryChars)}`;
    const http = await s.gql(over);
    expect(http.errors).toEqual([complexity]);
    const get = await s.app.handle(new Request(`http://localhost/graphql?query=${encodeURIComponent(over)}`));
    expect(((await get.json()) as { errors: unknown }).errors).toEqual([complexity]);
    const { client } = socket(port);
    expect((await ask(client, fits)).data?.worlds).toBeTruthy();
    expect((await ask(client, over)).errors).toEqual([complexity]);
    await client.dispose();
  });

  test('a document with more selections than the bound is refused before validation', async () => {
    const selections = (n: number) => `{ ${'__typename '.repeat(n)}}`;
    expect((await s.gql(selections(config.graphqlMaxFields))).data?.__typename).toBe('Query');
    expect((await s.gql(selections(config.graphqlMaxFields + 1))).errors).toEqual([complexity]);
    const { client } = socket(port);
    expect((await ask(client, selections(config.graphqlMaxFields + 1))).errors).toEqual([complexity]);
    await client.dispose();
  });

  test('a list variable over the bound answers BAD_INPUT naming it, on every door', async () => {
    const query =
      'mutation($m: ID!, $units: [UnitCountInput!]!) { deployMission(missionId: $m, units: $units) { id } }';
    const units = (n: number) => Array.from({ length: n }, () => ({ type: 'ranger', count: 1 }));
    const refusal = {
      message: `Units can have at most ${config.inputMaxEntries} entries`,
      extensions: { code: 'BAD_INPUT', details: { field: 'units' } },
    };
    const m = '00000000-0000-0000-0000-000000000000';
    const http = await s.gql(query, { m, units: units(config.inputMaxEntries + 1) });
    expect(http.errors).toEqual([refusal]);
    // at the bound the list is read (and the guest refused for who they are)
    expect((await s.gql(query, { m, units: units(config.inputMaxEntries) })).errors?.[0]?.message).toBe(
      'Not authenticated',
    );
    // refused before the document is looked at: the same over-long list in a variable no argument uses
    const unused = await s.gql('query($x: [Int!]) { worlds { id } }', {
      x: Array.from({ length: config.inputMaxEntries + 1 }, (_, i) => i),
    });
    expect(unused.errors).toEqual([
      {
        message: `X can have at most ${config.inputMaxEntries} entries`,
        extensions: { code: 'BAD_INPUT', details: { field: 'x' } },
      },
    ]);
    const { client } = socket(port);
    expect((await ask(client, query, { m, units: units(config.inputMaxEntries + 1) })).errors).toEqual([refusal]);
    await client.dispose();
    // /trpc reads its input through the same bound, before its schema
    const admin = await s.adminToken();
    const trpc = await s.app.handle(
      new Request('http://localhost/trpc/missions.deploy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-token': admin },
        body: JSON.stringify({ missionId: m, units: units(config.inputMaxEntries + 1) }),
      }),
    );
    expect(trpc.status).toBe(400);
    expect(((await trpc.json()) as { error: { message: string } }).error.message).toBe(refusal.message);
  });
});
