import { databaseUnavailableReason } from './database-unavailable';

/**
 * The shapes below are the ones pg, @prisma/adapter-pg and the Prisma client give on PostgreSQL
 * (recorded against the embedded server); tests/integration/overload.test.ts provokes the real ones.
 */
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'ERROR' });
const adapterError = (cause: Record<string, unknown>) => Object.assign(new Error(String(cause.message ?? cause.kind)), { name: 'DriverAdapterError', cause });
const prismaKnown = (code: string, meta?: Record<string, unknown>) =>
  Object.assign(new Error('Invalid invocation'), { name: 'PrismaClientKnownRequestError', code, meta });

describe('databaseUnavailableReason', () => {
  test.each<[string, unknown, string]>([
    ['pg pool waited connectionTimeoutMillis', new Error('timeout exceeded when trying to connect'), 'pool_timeout'],
    ['the same passed through Prisma', Object.assign(new Error('timeout exceeded when trying to connect'), { clientVersion: '6.19.3' }), 'pool_timeout'],
    ['pg connection dropped', new Error('Connection terminated unexpectedly'), 'connection_terminated'],
    ['pg: lock_timeout', pgError('55P03', 'canceling statement due to lock timeout'), '55P03'],
    ['pg: statement_timeout', pgError('57014', 'canceling statement due to statement timeout'), '57014'],
    ['pg: admin shutdown', pgError('57P01'), '57P01'],
    ['pg: cannot connect now (starting up)', pgError('57P03'), '57P03'],
    ['pg: too many connections', pgError('53300'), '53300'],
    ['pg: connection failure', pgError('08006'), '08006'],
    ['socket refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }), 'ECONNREFUSED'],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], 'x'), {}),
      'ECONNREFUSED',
    ],
    [
      'Prisma model call, lock_timeout',
      adapterError({ kind: 'postgres', code: '55P03', originalCode: '55P03', message: 'canceling statement due to lock timeout' }),
      '55P03',
    ],
    [
      'Prisma raw call, lock_timeout',
      prismaKnown('P2010', { driverAdapterError: adapterError({ kind: 'postgres', code: '55P03', originalCode: '55P03' }) }),
      '55P03',
    ],
    [
      'Prisma: server unreachable',
      prismaKnown('P1001', { driverAdapterError: adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 1 }) }),
      'P1001',
    ],
    ['adapter: too many connections', adapterError({ kind: 'TooManyConnections', originalCode: '53300', cause: 'sorry' }), '53300'],
    ['adapter: connection closed', adapterError({ kind: 'ConnectionClosed' }), 'ConnectionClosed'],
    ['Prisma: pool time-out', prismaKnown('P2024'), 'P2024'],
    ['Prisma: transaction maxWait or timeout', prismaKnown('P2028', { operation: 'commit', timeout: 10000 }), 'P2028'],
  ])('%s', (_, error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
  });

  test.each<[string, unknown]>([
    ['a unique violation', prismaKnown('P2002', { target: ['key'] })],
    [
      'a unique violation through the adapter',
      prismaKnown('P2010', { driverAdapterError: adapterError({ kind: 'UniqueConstraintViolation', originalCode: '23505' }) }),
    ],
    ['a CHECK violation', pgError('23514')],
    ['a syntax error', pgError('42601')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'timeout exceeded when trying to connect'],
  ])('%s is not "try again later"', (_, error) => {
    expect(databaseUnavailableReason(error)).toBeNull();
  });

  test('a cycle of causes ends', () => {
    const a: { cause?: unknown } = {};
    a.cause = { cause: a };
    expect(databaseUnavailableReason(a)).toBeNull();
  });
});
