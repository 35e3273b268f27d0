/**
 * Child process of `bench/chat.ts`: a share of the simulated chat users, each a Socket.IO client
 * (websocket transport) signed in with its own session cookie. Both members of a friend pair live in
 * the same process, so a message's latency is measured on one clock (`performance.now()`).
 * Started with `fork()`; talks over the IPC channel:
 *
 *   child  → { kind: 'ready' }
 *   parent → { kind: 'connect', … }   connect every user's socket; → { kind: 'connected', … }
 *   parent → { kind: 'run', … }       send on a fixed schedule, wait for the deliveries, look up what is
 *                                     missing over HTTP; → { kind: 'result', … }
 *   parent → { kind: 'close' }        disconnect and exit
 *
 * The schedule is open-loop: a message is sent at its time whether or not earlier ones were answered,
 * so a slow server shows up as latency, not as a lower sending rate (no coordinated omission).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import {
  reconnectDelay,
  SOCKET_EVENTS,
  SOCKET_RECONNECT,
  SOCKET_REFUSALS,
  type ChatMessage,
  type MessagesPage,
  type SendAck,
} from '@jobportal/shared';

export type ClientUser = {
  /** Position among all N users: fixes the user's place in the sending schedule. */
  index: number;
  id: string;
  /** `Cookie` header value (`jobportal.session_token=…`); unused by the relay. */
  cookie: string;
  friendId: string;
};

export type ClientCommand =
  | {
      kind: 'connect';
      /**
       * Server base URLs, e.g. http://127.0.0.1:1234, one per instance: user i connects to the
       * (i mod count)-th, so with two instances the two members of each pair are on different ones.
       */
      urls: string[];
      /** The `Origin` header the app's handshake requires. */
      origin: string;
      /** The relay takes the user id from the handshake's `auth` instead of a session. */
      relay: boolean;
      users: ClientUser[];
      /** Handshakes in flight at once in this process. */
      concurrency: number;
      /**
       * Reconnect as the app's client does (the restart scenario): Socket.IO's backoff from 1 s to 10 s
       * with its default ±50 % jitter, and a new connection after the server closed the socket.
       */
      reconnect?: boolean;
    }
  | {
      kind: 'await-back';
      /** When the server went away (`Date.now()`): every time is measured from it. */
      since: number;
      timeoutMs: number;
    }
  | {
      kind: 'run';
      /** `performance.timeOrigin + performance.now()` of the first scheduled message (shared clock). */
      startAt: number;
      /** Messages per second, all processes together. */
      rate: number;
      /** N: all users in all processes. */
      clients: number;
      warmupMs: number;
      durationMs: number;
      /** How long to wait for acks and deliveries after the last message was sent. */
      drainMs: number;
      /** Look up undelivered messages with `GET /api/chat/messages/since` (the app stores; the relay does not). */
      checkStored: boolean;
    }
  | { kind: 'close' };

export type ConnectReport = {
  connected: number;
  failed: number;
  /** connect_error messages and how often each came. */
  errors: Record<string, number>;
  /** Wall time from the first handshake started to the last one finished, in this process. */
  connectMs: number;
  /** Time of each successful handshake (socket created → `connect`), ms. */
  handshakeMs: number[];
};

export type RunReport = {
  /** Every message sent (warm-up included) and those of the measured window. */
  sent: number;
  sentMeasured: number;
  /** Acks with `ok: true`; acks with `ok: false` by code; no ack at all by the end of the drain. */
  accepted: number;
  refused: Record<string, number>;
  noAck: number;
  /** Messages that reached the friend's socket (each counted once) and extra copies of them. */
  delivered: number;
  duplicates: number;
  /** Undelivered: found in the receiver's history (stored but not pushed), not found (lost), not checked. */
  missingStored: number;
  missingNotStored: number;
  missingUnchecked: number;
  /** `message:new` with a client id nobody sent, or to the wrong user. */
  unexpected: number;
  /** Copies the sender's own socket got (the app also sends each message to the sender's other tabs). */
  echoes: number;
  /**
   * For every message of the measured window that arrived: when it was sent (ms since the window
   * began, on the shared clock) and its latency, send → receipt at the friend (ms).
   */
  latencies: Array<[sentAt: number, latency: number]>;
  /** Send → ack, ms, measured window. */
  ackLatencies: number[];
  /** How late this process sent messages against the schedule (its own slowness), ms. */
  sendLagP99: number;
  sendLagMax: number;
  /** Socket disconnections during the run, by reason. */
  disconnects: Record<string, number>;
  /** CPU time of this process during the measured window, microseconds. */
  cpuUs: number;
};

/** The restart scenario, per client process: when each user was connected again, and receiving again. */
export type BackReport = {
  users: number;
  /** Connected again (ms after `since`), one entry per user who made it before the timeout. */
  backMs: number[];
  /** A message from their friend, sent once both were back, reached them (ms after `since`). */
  receivingMs: number[];
  /** connect_error messages while reconnecting, and how often each came. */
  errors: Record<string, number>;
};

export type ClientReply =
  | { kind: 'ready' }
  | ({ kind: 'connected' } & ConnectReport)
  | ({ kind: 'back' } & BackReport)
  | ({ kind: 'result' } & RunReport)
  | { kind: 'failed'; message: string };

/**
 * Bytes of a realistic v1 ciphertext of a short chat line: 12-byte IV + `{"text":"…"}` of about 80
 * bytes + 16-byte GCM tag. The server only checks the `v1.<base64url>` shape; the bytes are random.
 */
const CIPHERTEXT_BYTES = 108;

type Member = ClientUser & { socket: Socket };
type Sent = {
  sender: Member;
  sentAt: number;
  measured: boolean;
  ack?: 'ok' | string;
  deliveries: number;
};

let url = '';
let members: Member[] = [];
const byId = new Map<string, Member>();
const messages = new Map<string, Sent>();
const counters = { unexpected: 0, echoes: 0, duplicates: 0 };
const disconnects: Record<string, number> = {};
let running = false;
const latencies: Array<[sentAt: number, latency: number]> = [];
/** The measured window's start on this process's `performance.now()` clock. */
let windowStart = 0;
const ackLatencies: number[] = [];

function reply(message: ClientReply): void {
  process.send?.(message);
}

function bump(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

// ── Connecting.

function connectOne(user: ClientUser, command: Extract<ClientCommand, { kind: 'connect' }>): Promise<Member> {
  const socket = io(command.urls[user.index % command.urls.length]!, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    // A dropped socket stays dropped: its messages then show up as missing, and the drop is counted.
    // (The restart scenario reconnects with the app's client's backoff: chat-transport.ts.)
    reconnection: command.reconnect === true,
    ...SOCKET_RECONNECT,
    timeout: 60_000,
    extraHeaders: { origin: command.origin, cookie: user.cookie },
    ...(command.relay ? { auth: { userId: user.id } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.off('connect_error');
      resolve({ ...user, socket });
    });
    socket.once('connect_error', (error: Error) => {
      socket.close();
      reject(error);
    });
  });
}

async function connectAll(command: Extract<ClientCommand, { kind: 'connect' }>): Promise<ConnectReport> {
  url = command.urls[0]!;
  const errors: Record<string, number> = {};
  const handshakeMs: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < command.users.length) {
      const user = command.users[next]!;
      next += 1;
      const begun = performance.now();
      try {
        const member = await connectOne(user, command);
        handshakeMs.push(performance.now() - begun);
        members.push(member);
      } catch (error) {
        bump(errors, error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, command.concurrency) }, worker));
  const connectMs = performance.now() - started;
  for (const member of members) {
    if (command.reconnect) watchReconnects(member);
    byId.set(member.id, member);
    member.socket.on('disconnect', (reason) => {
      if (running) bump(disconnects, String(reason));
    });
    member.socket.on(SOCKET_EVENTS.message, (message: ChatMessage) => onMessage(member, message));
  }
  return {
    connected: members.length,
    failed: command.users.length - members.length,
    errors,
    connectMs,
    handshakeMs,
  };
}

// ── The restart scenario: reconnecting and receiving again.

/** When each user's socket last connected (`Date.now()`), and the connect errors while reconnecting. */
const connectedAt = new Map<string, number>();
const reconnectErrors: Record<string, number> = {};
/** Probe messages: client id → who must receive it and when it arrived (`Date.now()`). */
const probes = new Map<string, { receiverId: string; receivedAt?: number }>();

function watchReconnects(member: Member): void {
  connectedAt.set(member.id, Date.now());
  member.socket.on('connect', () => connectedAt.set(member.id, Date.now()));
  // A refused handshake is not retried by Socket.IO: "unavailable" is, after the backoff (chat-transport.ts).
  let refusals = 0;
  member.socket.on('connect', () => (refusals = 0));
  member.socket.on('connect_error', (error: Error) => {
    bump(reconnectErrors, error.message);
    if (member.socket.active || error.message !== SOCKET_REFUSALS.unavailable) return;
    setTimeout(() => member.socket.active || member.socket.connect(), reconnectDelay(refusals));
    refusals += 1;
  });
  // Closed by the server (a graceful shutdown): the app's client connects again (chat-transport.ts).
  member.socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') member.socket.connect();
  });
  member.socket.on(SOCKET_EVENTS.message, (message: ChatMessage) => {
    const probe = probes.get(message.clientId);
    if (probe && probe.receiverId === member.id && probe.receivedAt === undefined) probe.receivedAt = Date.now();
  });
}

async function awaitBack(command: Extract<ClientCommand, { kind: 'await-back' }>): Promise<BackReport> {
  const deadline = command.since + command.timeoutMs;
  const isBack = (member: Member) => member.socket.connected && (connectedAt.get(member.id) ?? 0) > command.since;
  const probed = new Set<string>();
  const pairs = members.filter((member) => member.index % 2 === 0).map((a) => [a, byId.get(a.friendId)!] as const);
  for (;;) {
    for (const [a, b] of pairs) {
      if (probed.has(a.id) || !isBack(a) || !isBack(b)) continue;
      probed.add(a.id);
      // Both ways: each member of the pair is receiving once the other's probe arrives.
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const clientId = `probe_${randomBytes(8).toString('hex')}`;
        probes.set(clientId, { receiverId: to.id });
        from.socket.emit(SOCKET_EVENTS.send, {
          clientId,
          receiverId: to.id,
          encryptedContent: `v1.${randomBytes(CIPHERTEXT_BYTES).toString('base64url')}`,
        });
      }
    }
    const receiving = [...probes.values()].filter((probe) => probe.receivedAt !== undefined).length;
    if (receiving === members.length || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    users: members.length,
    backMs: members.filter((member) => isBack(member)).map((member) => connectedAt.get(member.id)! - command.since),
    receivingMs: [...probes.values()].flatMap((probe) =>
      probe.receivedAt === undefined ? [] : [probe.receivedAt - command.since],
    ),
    errors: reconnectErrors,
  };
}

// ── Sending and receiving.

function onMessage(receiver: Member, message: ChatMessage): void {
  const receivedAt = performance.now();
  if (message.senderId === receiver.id) {
    counters.echoes += 1;
    return;
  }
  const sent = messages.get(message.clientId);
  if (!sent || sent.sender.friendId !== receiver.id || sent.sender.id !== message.senderId) {
    counters.unexpected += 1;
    return;
  }
  sent.deliveries += 1;
  if (sent.deliveries > 1) {
    counters.duplicates += 1;
    return;
  }
  if (sent.measured) latencies.push([sent.sentAt - windowStart, receivedAt - sent.sentAt]);
}

function send(member: Member, clientId: string, measured: boolean): void {
  const sentAt = performance.now();
  const record: Sent = { sender: member, sentAt, measured, deliveries: 0 };
  messages.set(clientId, record);
  member.socket.emit(
    SOCKET_EVENTS.send,
    {
      clientId,
      receiverId: member.friendId,
      encryptedContent: `v1.${randomBytes(CIPHERTEXT_BYTES).toString('base64url')}`,
    },
    (answer: SendAck) => {
      if (record.ack !== undefined) return;
      record.ack = answer.ok ? 'ok' : answer.code;
      if (answer.ok && measured) ackLatencies.push(performance.now() - sentAt);
    },
  );
}

async function run(command: Extract<ClientCommand, { kind: 'run' }>): Promise<RunReport> {
  // The parent's start time on this process's `performance.now()` clock.
  const start = command.startAt - performance.timeOrigin;
  windowStart = start + command.warmupMs;
  const totalMs = command.warmupMs + command.durationMs;
  const intervalMs = (1000 * command.clients) / command.rate;
  // User i sends its k-th message at (i + k·N) / R seconds: one message every N/R s per user, and the
  // users' sends interleave evenly so that all processes together send R messages per second.
  const schedule: Array<{ at: number; member: Member; sequence: number }> = [];
  for (const member of members) {
    for (let k = 0, at = (1000 * member.index) / command.rate; at < totalMs; k += 1, at += intervalMs) {
      schedule.push({ at, member, sequence: k });
    }
  }
  schedule.sort((a, b) => a.at - b.at);
  const lags: number[] = [];
  const tag = randomBytes(3).toString('hex');
  let cpuAtWindow: NodeJS.CpuUsage | undefined;
  let cpuUs = 0;
  running = true;

  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now() - start;
      if (cpuAtWindow === undefined && now >= command.warmupMs) cpuAtWindow = process.cpuUsage();
      while (next < schedule.length && schedule[next]!.at <= now) {
        const { at, member, sequence } = schedule[next]!;
        next += 1;
        lags.push(now - at);
        send(member, `bench-${tag}-${member.index}-${sequence}`, at >= command.warmupMs);
      }
      if (next < schedule.length) setTimeout(tick, Math.max(0, schedule[next]!.at - (performance.now() - start)));
      else resolve();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  if (cpuAtWindow) {
    const used = process.cpuUsage(cpuAtWindow);
    cpuUs = used.user + used.system;
  }

  // Wait for every ack and delivery, up to the drain time.
  const settled = () =>
    [...messages.values()].every((m) => m.ack !== undefined && (m.ack !== 'ok' || m.deliveries > 0));
  for (const deadline = performance.now() + command.drainMs; performance.now() < deadline && !settled();) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  running = false;

  const refused: Record<string, number> = {};
  let accepted = 0;
  let noAck = 0;
  let delivered = 0;
  let sentMeasured = 0;
  const missing: Array<[clientId: string, Sent]> = [];
  for (const [clientId, m] of messages) {
    if (m.measured) sentMeasured += 1;
    if (m.ack === 'ok') accepted += 1;
    else if (m.ack === undefined) noAck += 1;
    else bump(refused, m.ack);
    if (m.deliveries > 0) delivered += 1;
    else missing.push([clientId, m]);
  }
  const stored = command.checkStored ? await storedAmong(missing) : null;
  const missingStored = stored?.size ?? 0;

  const sortedLags = Float64Array.from(lags).sort();
  return {
    sent: messages.size,
    sentMeasured,
    accepted,
    refused,
    noAck,
    delivered,
    duplicates: counters.duplicates,
    missingStored,
    missingNotStored: stored ? missing.length - missingStored : 0,
    missingUnchecked: stored ? 0 : missing.length,
    unexpected: counters.unexpected,
    echoes: counters.echoes,
    latencies,
    ackLatencies,
    sendLagP99: sortedLags[Math.max(0, Math.ceil(0.99 * sortedLags.length) - 1)] ?? 0,
    sendLagMax: sortedLags[sortedLags.length - 1] ?? 0,
    disconnects,
    cpuUs,
  };
}

/**
 * Which of the undelivered messages the server did store: each receiver's messages since the
 * beginning (`GET /api/chat/messages/since?after=0`, paged), as a reconnecting client would fetch them.
 */
async function storedAmong(missing: Array<[clientId: string, Sent]>): Promise<Set<string>> {
  const found = new Set<string>();
  const receivers = new Set(missing.map(([, m]) => m.sender.friendId));
  for (const receiverId of receivers) {
    const receiver = byId.get(receiverId);
    if (!receiver) continue;
    let after = '0';
    for (;;) {
      const response = await fetch(`${url}/api/chat/messages/since?after=${after}&limit=500`, {
        headers: { cookie: receiver.cookie },
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`GET /api/chat/messages/since answered ${response.status}`);
      const page = (await response.json()) as MessagesPage;
      for (const item of page.items) if (item.receiverId === receiverId) found.add(item.clientId);
      if (!page.hasMore || page.items.length === 0) break;
      after = page.items[page.items.length - 1]!.id;
    }
  }
  return new Set(missing.map(([clientId]) => clientId).filter((clientId) => found.has(clientId)));
}

async function onCommand(command: ClientCommand): Promise<void> {
  try {
    if (command.kind === 'connect') reply({ kind: 'connected', ...(await connectAll(command)) });
    else if (command.kind === 'run') reply({ kind: 'result', ...(await run(command)) });
    else if (command.kind === 'await-back') reply({ kind: 'back', ...(await awaitBack(command)) });
    else {
      for (const member of members) member.socket.close();
      members = [];
      process.exit(0);
    }
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

process.on('message', (command: ClientCommand) => void onCommand(command));
process.on('disconnect', () => process.exit(0));
reply({ kind: 'ready' });
