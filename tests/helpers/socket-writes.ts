import { Socket } from 'node:net';

type Chunk = Buffer | string;

/**
 * The writes to the sockets of this process while `work` runs, each with its socket and text.
 * Against PostgreSQL, one per round trip: the statements of a transaction sent together leave in
 * one write (lib/db-transaction.ts).
 */
export async function socketWritesOf<T>(work: () => Promise<T>): Promise<{ result: T; writes: { socket: Socket; text: string }[] }> {
  const writes: { socket: Socket; text: string }[] = [];
  const socket = Socket.prototype as unknown as {
    _write(this: Socket, chunk: Chunk, ...rest: unknown[]): void;
    _writev(this: Socket, chunks: { chunk: Chunk }[], ...rest: unknown[]): void;
  };
  const text = (chunk: Chunk) => (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
  const { _write: write, _writev: writev } = socket;
  socket._write = function (chunk, ...rest) {
    writes.push({ socket: this, text: text(chunk) });
    return write.call(this, chunk, ...rest);
  };
  socket._writev = function (chunks, ...rest) {
    writes.push({ socket: this, text: chunks.map(({ chunk }) => text(chunk)).join('') });
    return writev.call(this, chunks, ...rest);
  };
  try {
    return { result: await work(), writes };
  } finally {
    Object.assign(socket, { _write: write, _writev: writev });
  }
}

/** The writes of a transaction: from the one that holds its BEGIN on, those of the same connection. */
export const transactionWrites = (writes: { socket: Socket; text: string }[]) => {
  const begin = writes.findIndex((w) => w.text.includes('BEGIN'));
  return begin < 0 ? [] : writes.slice(begin).filter((w) => w.socket === writes[begin].socket);
};
