/**
 * What one request costs, counted at the binding boundary for `npm run bench:cost`: D1 queries and the
 * rows D1's own result metadata says they read and wrote, R2 operations by billing class, Durable Object
 * calls and queue messages. Only a request that asks (COST_HEADER) of a development Worker started with
 * COST_METER=on (the bench's --var) is metered; every other request gets the bindings untouched
 * (worker/index.ts), so production pays nothing, and a bench's latency runs beside it neither.
 */
export interface RequestCost {
  d1Queries: number;
  rowsRead: number;
  rowsWritten: number;
  /** R2 class A: writes and lists (put, delete, list, multipart). */
  r2ClassA: number;
  /** R2 class B: reads (get, head). */
  r2ClassB: number;
  durableObjectCalls: number;
  queueMessages: number;
  /** The database's size after the request's last query (D1's meta.size_after): not a cost, the bench's scale. */
  databaseBytes: number;
}

/** Sent (any value) to ask for the request's cost; the answer's header holds it as JSON. */
export const COST_HEADER = "x-request-cost";

export const costMeterOn = (request: Request, env: Pick<Env, "ENVIRONMENT" | "COST_METER">) =>
  env.ENVIRONMENT === "development" && env.COST_METER === "on" && request.headers.has(COST_HEADER);

const R2_CLASS_B = new Set(["get", "head"]);
const R2_CLASS_A = new Set(["put", "delete", "list", "createMultipartUpload", "resumeMultipartUpload"]);

/**
 * Answers the request with metered bindings, once its waitUntil work is done too, its cost in COST_HEADER.
 * Takes the whole Env: it wraps the Worker's fetch handler, which gets every binding by the runtime's contract.
 */
export async function meteredFetch(
  handle: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>,
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const cost: RequestCost = { d1Queries: 0, rowsRead: 0, rowsWritten: 0, r2ClassA: 0, r2ClassB: 0, durableObjectCalls: 0, queueMessages: 0, databaseBytes: 0 };
  const pending: Promise<unknown>[] = [];
  const meteredCtx = new Proxy(ctx, {
    get(object, property) {
      if (property === "waitUntil") return (promise: Promise<unknown>) => pending.push(promise);
      const value: unknown = Reflect.get(object, property);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
  const metered: Env = {
    ...env,
    DB: meterD1(env.DB, cost),
    MEDIA: countCalls(env.MEDIA, (method) => {
      if (R2_CLASS_A.has(method)) cost.r2ClassA += 1;
      else if (R2_CLASS_B.has(method)) cost.r2ClassB += 1;
    }),
    GENERATION: countCalls(env.GENERATION, (method, args) => {
      if (method === "send") cost.queueMessages += 1;
      else if (method === "sendBatch") cost.queueMessages += [...(args[0] as Iterable<unknown>)].length;
    }),
    STORY_GENERATION: meterDurableObjects(env.STORY_GENERATION, cost),
  };
  const response = await handle(request, metered, meteredCtx);
  // A WebSocket upgrade (101) is handed over as is.
  if (response.status === 101) return response;
  await Promise.allSettled(pending);
  const answer = new Response(response.body, response);
  answer.headers.set(COST_HEADER, JSON.stringify(cost));
  return answer;
}

/** The object itself, whose methods report each call (name and arguments) before running. */
function countCalls<T extends object>(target: T, count: (method: string, args: unknown[]) => void): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== "function" || typeof property !== "string") return value;
      return (...args: unknown[]) => {
        count(property, args);
        return Reflect.apply(value, object, args);
      };
    },
  });
}

function meterDurableObjects<T extends object>(namespace: T, cost: RequestCost): T {
  return new Proxy(namespace, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== "function") return value;
      if (property !== "get" && property !== "getByName") return value.bind(object);
      // Every call on a stub (fetch or RPC) is one request to the object.
      return (...args: unknown[]) => countCalls(Reflect.apply(value, object, args) as object, () => (cost.durableObjectCalls += 1));
    },
  });
}

type Database = D1Database | D1DatabaseSession;

/** The database (or a session of it), each statement's result metadata added to the cost. */
function meterD1<T extends Database>(database: T, cost: RequestCost): T {
  const real = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const add = (meta: D1Meta) => {
    cost.d1Queries += 1;
    cost.rowsRead += meta.rows_read;
    cost.rowsWritten += meta.rows_written;
    cost.databaseBytes = Math.max(cost.databaseBytes, meta.size_after);
  };
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const outer: D1PreparedStatement = {
      bind: (...values) => statement(inner.bind(...values), sql),
      async run<R>() {
        const result = await inner.run<R>();
        add(result.meta);
        return result;
      },
      async all<R>() {
        const result = await inner.all<R>();
        add(result.meta);
        return result;
      },
      // first() and raw() return no metadata: first() is all()'s first row; raw() of a read is run once for
      // its metadata and once for its rows (the bench only doubles its time), raw() of a write (RETURNING
      // from one table, so no two columns share a name) is all()'s rows as arrays.
      async first<R>(column?: string) {
        const { results } = await outer.all<Record<string, unknown>>();
        const row = results[0] ?? null;
        return (column === undefined ? row : (row?.[column] ?? null)) as R;
      },
      async raw<R>(options?: { columnNames?: boolean }) {
        if (/^\s*(SELECT|WITH)\b/i.test(sql)) {
          add((await inner.run()).meta);
          return inner.raw<R>(options as { columnNames: true }) as never;
        }
        const { results } = await outer.all<Record<string, unknown>>();
        const rows = results.map((row) => Object.values(row));
        return (options?.columnNames ? [Object.keys(results[0] ?? {}), ...rows] : rows) as never;
      },
    } as D1PreparedStatement;
    real.set(outer, inner);
    return outer;
  };
  return new Proxy(database, {
    get(object, property) {
      if (property === "prepare") return (sql: string) => statement(object.prepare(sql), sql);
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const results = await object.batch(statements.map((outer) => real.get(outer) ?? outer));
          for (const result of results) add(result.meta);
          return results;
        };
      if (property === "withSession" && "withSession" in object)
        return (constraint?: string) => meterD1(object.withSession(constraint), cost);
      const value: unknown = Reflect.get(object, property);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}
